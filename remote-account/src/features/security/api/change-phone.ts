import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ChangePhoneBody } from '@b2b/shared/contract';
import { refreshSessionUser } from './refresh-session-user';

export function changePhone(body: ChangePhoneBody): Promise<unknown> {
  return api.put<unknown>(API.changePhone, body, { silent: true });
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone, onSuccess: refreshSessionUser });
}
