import type { Caller, UserRow } from '../db/rows';
import type { Policy } from './policy';

export type UserAction = 'changePassword' | 'changeEmail' | 'changePhone' | 'manage';

const self = (caller: Caller, user: UserRow) => caller.user.id === user.id;

/** The company's main account manages its sub-accounts (disable, enable, reset, delete); never a main account, never itself. */
const manage = (caller: Caller, user: UserRow) =>
  caller.user.type === 'MAIN' && caller.company.id === user.companyId && user.type !== 'MAIN' && user.status !== 'DELETED';

/** Sign-in credentials: an account changes its own and nobody else's, MAIN accounts included; `manage` is the main account's. */
export const userPolicy: Policy<UserRow, UserAction> = {
  refusal: 'FORBIDDEN',
  rules: { changePassword: self, changeEmail: self, changePhone: self, manage },
};
