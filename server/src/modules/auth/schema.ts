import Type from 'typebox';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePhoneBody,
  ChangePasswordResult,
  ForgetBody,
  LoginBody,
  RegisterBody,
  SessionResult,
  UserInfoSchema,
} from '@b2b/shared/contract';
import { responses } from '../../plugins/app/envelope';

export const registerSchema = { body: RegisterBody, response: responses(SessionResult) };
export const loginSchema = { body: LoginBody, response: responses(SessionResult) };
export const userInfoSchema = { response: responses(UserInfoSchema) };
export const logoutSchema = { response: responses(Type.Null()) };
export const forgetSchema = { body: ForgetBody, response: responses(Type.Null()) };
export const changePasswordSchema = { body: ChangePasswordBody, response: responses(ChangePasswordResult) };
export const changeEmailSchema = { body: ChangeEmailBody, response: responses(UserInfoSchema) };
export const changePhoneSchema = { body: ChangePhoneBody, response: responses(UserInfoSchema) };
