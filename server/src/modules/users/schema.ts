import { ChangeEmailBody, ChangePhoneBody, UserInfoSchema } from '@b2b/shared/contract';
import { responses } from '../../plugins/app/envelope';

export const changeEmailSchema = { body: ChangeEmailBody, response: responses(UserInfoSchema) };
export const changePhoneSchema = { body: ChangePhoneBody, response: responses(UserInfoSchema) };
