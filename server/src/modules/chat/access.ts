/** The access of every chat route: the `chat` page of the route table (DEV and SUP pay members). */
export const CHAT_ACCESS = { access: { kind: 'route', path: 'chat' } } as const;

/**
 * The page each role chats on: DEV and SUP pay members on `chat` (customer service included), staff on
 * `chat-customer`, where they answer the conversations given to them.
 */
export const CHAT_PAGES = { DEV: 'chat', SUP: 'chat', CUSTOMER: 'chat-customer' } as const;

/** Messages and the socket's ticket: pay members, and staff, who read and answer the customer-service conversations they are members of. */
export const MESSAGE_ACCESS = { access: { kind: 'route', path: CHAT_PAGES } } as const;
