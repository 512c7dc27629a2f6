import { api } from '@b2b/shared/api';
import {
  API,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ChangePhoneBody,
  type SendCodeResult,
  type SessionResult,
} from '@b2b/shared/contract';

// Every call here shows its errors on the form, so none raises the global toast.
const silent = { silent: true };

/** The server signs out every other session and returns a fresh one for this device. */
export const changePassword = (body: ChangePasswordBody) => api.put<SessionResult>(API.changePassword, body, silent);
export const changeEmail = (body: ChangeEmailBody) => api.put<unknown>(API.changeEmail, body, silent);
export const changePhone = (body: ChangePhoneBody) => api.put<unknown>(API.changePhone, body, silent);

/** Codes go to the new address, to prove it belongs to the user. */
export const sendEmailCode = (email: string) =>
  api.post<SendCodeResult>(API.sendMailCode, { email, purpose: 'changeEmail' }, silent);
export const sendPhoneCode = (phone: string) =>
  api.post<SendCodeResult>(API.sendSmsCode, { phone, purpose: 'changePhone' }, silent);
