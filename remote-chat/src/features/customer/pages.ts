import type { RemoteRoute } from '@b2b/shared/federation';

export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'chat-customer': () => import(/* webpackChunkName: "page.chat-customer" */ './CustomerPage'),
};
