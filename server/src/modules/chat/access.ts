/** The access of every chat route: the `chat` page of the route table (DEV and SUP pay members). */
export const CHAT_ACCESS = { access: { kind: 'route', path: 'chat' } } as const;
