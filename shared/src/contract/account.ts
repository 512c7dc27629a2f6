import Type, { type Static } from 'typebox';
import { Code, Email, Password, Phone } from './auth';

/** Changing the password revokes every other session of the user. */
export const ChangePasswordBody = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 64 }), newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The code was sent to the new email with purpose changeEmail. */
export const ChangeEmailBody = Type.Object({ email: Email, code: Code }, { additionalProperties: false });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** The code was sent to the new phone with purpose changePhone. */
export const ChangePhoneBody = Type.Object({ phone: Phone, code: Code }, { additionalProperties: false });
export type ChangePhoneBody = Static<typeof ChangePhoneBody>;
