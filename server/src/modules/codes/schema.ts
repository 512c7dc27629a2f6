import { SendCodeResult, SendMailCodeBody, SendSmsCodeBody } from '@b2b/shared/contract';
import { responses } from '../../plugins/app/envelope';

export const sendMailCodeSchema = { body: SendMailCodeBody, response: responses(SendCodeResult) };
export const sendSmsCodeSchema = { body: SendSmsCodeBody, response: responses(SendCodeResult) };
