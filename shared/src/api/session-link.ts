import { clearPersistedSession, persistSession, readPersistedSession, secondsUntil } from '../internal/persisted-session';

/**
 * What the API client needs from the session. The session store binds itself here when it loads,
 * so `api` never imports `session` (which imports `api`). Until then the persisted session is used.
 */
export interface SessionLink {
  getToken(): string | null;
  secondsLeft(): number;
  clear(): void;
  /** The server moved the session's end (epoch ms, from `X-Session-Expires`): the countdown follows it. */
  setExpires(expires: number): void;
}

const persistedLink: SessionLink = {
  getToken: () => readPersistedSession().token,
  secondsLeft: () => secondsUntil(readPersistedSession().expires),
  clear: clearPersistedSession,
  setExpires: (expires) => {
    const { token } = readPersistedSession();
    if (token) persistSession(token, expires);
  },
};

let link: SessionLink = persistedLink;

export function bindSession(next: SessionLink | null): void {
  link = next ?? persistedLink;
}

export function sessionLink(): SessionLink {
  return link;
}
