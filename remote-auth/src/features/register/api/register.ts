import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type RegisterBody, type SessionResult } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';

/** Creates the account and its company; the answer is a session, as after signing in. */
export function register(body: RegisterBody): Promise<SessionResult> {
  return api.post<SessionResult>(API.register, body, { silent: true });
}

/** Registers and keeps the new session. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => useSession.getState().applySession(session),
  });
}
