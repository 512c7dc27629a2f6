import type { Caller, UserRow } from '../db/rows';
import type { Policy } from './policy';

export type UserAction = 'changePassword' | 'changeEmail' | 'changePhone';

const self = (caller: Caller, user: UserRow) => caller.user.id === user.id;

/** Sign-in credentials: an account changes its own and nobody else's, MAIN accounts included. */
export const userPolicy: Policy<UserRow, UserAction> = {
  refusal: 'FORBIDDEN',
  rules: { changePassword: self, changeEmail: self, changePhone: self },
};
