import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ChangePasswordBody, type SessionResult } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';

/** The server signs out every session of the user and returns a fresh one for this device. */
export function changePassword(body: ChangePasswordBody): Promise<SessionResult> {
  return api.put<SessionResult>(API.changePassword, body, { silent: true });
}

/** Changes the password and keeps this device signed in with the fresh session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => useSession.getState().applySession(session),
  });
}
