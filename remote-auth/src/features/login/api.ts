import { api } from '@b2b/shared/api';
import { API, type LoginBody, type SessionResult } from '@b2b/shared/contract';

/** Signs in; failures are shown on the page itself, so no global toast. */
export function login(body: LoginBody): Promise<SessionResult> {
  return api.post<SessionResult>(API.login, body, { silent: true });
}
