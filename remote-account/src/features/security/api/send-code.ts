import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type SendCodeResult } from '@b2b/shared/contract';

export interface SendCodeVars {
  /** Which contact is being changed: the code goes to the new address, to prove it belongs to the user. */
  field: 'email' | 'phone';
  target: string;
}

export function sendCode({ field, target }: SendCodeVars): Promise<SendCodeResult> {
  return field === 'email'
    ? api.post<SendCodeResult>(API.sendMailCode, { email: target, purpose: 'changeEmail' }, { silent: true })
    : api.post<SendCodeResult>(API.sendSmsCode, { phone: target, purpose: 'changePhone' }, { silent: true });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
