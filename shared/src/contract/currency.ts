/** Currencies of budgets and amounts. Its own module so that formatting money pulls in no other rule. */
export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
