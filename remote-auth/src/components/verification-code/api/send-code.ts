import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CodeChannel, type CodePurpose, type SendCodeResult } from '@b2b/shared/contract';

export interface SendCodeVars {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
}

/** Sends a 6-digit code by mail or SMS; errors are shown by the form, not as a toast. */
export function sendCode({ channel, target, purpose }: SendCodeVars): Promise<SendCodeResult> {
  return channel === 'mail'
    ? api.post<SendCodeResult>(API.sendMailCode, { email: target, purpose }, { silent: true })
    : api.post<SendCodeResult>(API.sendSmsCode, { phone: target, purpose }, { silent: true });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
