import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ChangeEmailBody } from '@b2b/shared/contract';
import { refreshSessionUser } from './refresh-session-user';

export function changeEmail(body: ChangeEmailBody): Promise<unknown> {
  return api.put<unknown>(API.changeEmail, body, { silent: true });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: refreshSessionUser });
}
