import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ForgetBody } from '@b2b/shared/contract';

/** Sets a new password with a code sent to the account's email or phone. */
export function resetPassword(body: ForgetBody): Promise<unknown> {
  return api.put<unknown>(API.forget, body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
