/** The access of every chat route: the `chat` page of the route table (DEV and SUP pay members). */
export const CHAT_ACCESS = { access: { kind: 'route', path: 'chat' } } as const;

/** Messages: also staff (the page of their console), who read and answer customer-service conversations they are members of. */
export const MESSAGE_ACCESS = {
  access: { kind: 'route', path: { DEV: 'chat', SUP: 'chat', CUSTOMER: 'workstation/console' } },
} as const;
