import { ChangeEmailBody, ChangePasswordBody, ChangePasswordResult, ChangePhoneBody, UserInfoSchema } from '@b2b/shared/contract';
import { responses } from '../../plugins/app/envelope';

export const changePasswordSchema = { body: ChangePasswordBody, response: responses(ChangePasswordResult) };
export const changeEmailSchema = { body: ChangeEmailBody, response: responses(UserInfoSchema) };
export const changePhoneSchema = { body: ChangePhoneBody, response: responses(UserInfoSchema) };
