import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type LoginBody, type SessionResult } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';

/** Signs in; failures are shown on the page itself, so no global toast. */
export function login(body: LoginBody): Promise<SessionResult> {
  return api.post<SessionResult>(API.login, body, { silent: true });
}

/** Signs in and keeps the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => useSession.getState().applySession(session),
  });
}
