import type { RemoteRoute } from '@b2b/shared/federation';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  chat: () => import(/* webpackChunkName: "page.chat" */ './ChatPage'),
  'chat-customer': () => import(/* webpackChunkName: "page.chat-customer" */ './CustomerPage'),
};
