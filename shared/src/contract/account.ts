import Type, { type Static } from 'typebox';
import { Code, Email, Password, Phone, SessionResult } from './auth';

/** Changing the password revokes every other session of the user. */
export const ChangePasswordBody = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 64 }), newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/**
 * The answer to a password change: every session of the user was revoked, this one included,
 * so it carries a new token for the device that asked. The client must store it to stay signed in.
 */
export const ChangePasswordResult = SessionResult;
export type ChangePasswordResult = SessionResult;

/** The current password, to prove it is the account holder and not only a stolen token. */
const CurrentPassword = Type.String({ minLength: 1, maxLength: 64 });

/**
 * The code was sent to the new email with purpose changeEmail by this account; `password` is the
 * current password. The old address is told, and every other session of the user ends.
 */
export const ChangeEmailBody = Type.Object({ email: Email, code: Code, password: CurrentPassword }, { additionalProperties: false });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** As ChangeEmailBody: the code was sent to the new phone with purpose changePhone. */
export const ChangePhoneBody = Type.Object({ phone: Phone, code: Code, password: CurrentPassword }, { additionalProperties: false });
export type ChangePhoneBody = Static<typeof ChangePhoneBody>;
