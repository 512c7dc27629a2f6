import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { api, ApiError, bindSession } from '@b2b/shared/api';
import type { LoginBody, RegisterBody, SessionResult } from '@b2b/shared/contract';
import { API } from '@b2b/shared/contract';
import type { UserInfo } from '@b2b/shared/contract';
import { currentLang, i18n, setLanguage, type Lang } from '@b2b/shared/i18n';
import { clearPersistedSession, persistSession, readPersistedSession, secondsUntil, TOKEN_KEY } from '../internal/persisted-session';

export { EXPIRES_KEY, TOKEN_KEY } from '../internal/persisted-session';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface SessionState {
  /** Persisted in localStorage 'b2b.token'. */
  token: string | null;
  /** Epoch ms, persisted in 'b2b.expires'. */
  expires: number | null;
  user: UserInfo | null;
  /** Mirrors the i18n language. */
  lang: Lang;
  unread: number;
  /** `loading`: a stored token whose user is not known yet. */
  status: SessionStatus;
  applySession(result: SessionResult): void;
  login(body: LoginBody): Promise<UserInfo>;
  register(body: RegisterBody): Promise<UserInfo>;
  /** Loads the user of the stored token; resolves null when there is none or it is no longer valid. */
  refresh(): Promise<UserInfo | null>;
  logout(): Promise<void>;
  /** Signs out locally. */
  clear(): void;
  setUser(user: UserInfo): void;
  setLang(lang: Lang): void;
  setUnread(n: number): void;
}

const SIGNED_OUT = { token: null, expires: null, user: null, unread: 0, status: 'anonymous' } as const;

export const useSession: UseBoundStore<StoreApi<SessionState>> = create<SessionState>()((set, get) => {
  const stored = readPersistedSession();
  return {
    token: stored.token,
    expires: stored.expires,
    user: null,
    lang: currentLang(),
    unread: 0,
    status: stored.token ? 'loading' : 'anonymous',

    applySession({ token, expires, user }) {
      persistSession(token, expires);
      set({ token, expires, user, status: 'authenticated' });
    },

    async login(body) {
      const result = await api.post<SessionResult>(API.login, body, { silent: true });
      get().applySession(result);
      return result.user;
    },

    async register(body) {
      const result = await api.post<SessionResult>(API.register, body, { silent: true });
      get().applySession(result);
      return result.user;
    },

    async refresh() {
      const { token } = get();
      if (!token) {
        set({ status: 'anonymous' });
        return null;
      }
      if (!get().user) set({ status: 'loading' });
      try {
        // A stale token only signs the visitor out: the guard decides where they may stay.
        const user = await api.get<UserInfo>(API.userInfo, undefined, { skipAuthRedirect: true });
        if (get().token !== token) return get().user;
        persistSession(token, user.expires);
        set({ user, expires: user.expires, status: 'authenticated' });
        return user;
      } catch (err) {
        if (err instanceof ApiError && (err.code === 401 || err.code === 402)) {
          if (get().token === token) get().clear();
          return null;
        }
        if (get().token === token) set({ status: get().user ? 'authenticated' : 'anonymous' });
        throw err;
      }
    },

    async logout() {
      if (get().token) {
        try {
          await api.post(API.logout, undefined, { silent: true, skipAuthRedirect: true });
        } catch {
          // Signing out locally is what matters; the server session expires on its own.
        }
      }
      get().clear();
    },

    clear() {
      clearPersistedSession();
      set(SIGNED_OUT);
    },

    setUser(user) {
      set({ user, status: 'authenticated' });
    },

    setLang(lang) {
      setLanguage(lang);
      set({ lang: currentLang() });
    },

    setUnread(n) {
      set({ unread: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 });
    },
  };
});

/** Whole seconds until the session expires; 0 when there is none or it has expired. */
export function sessionSecondsLeft(now = Date.now()): number {
  return secondsUntil(useSession.getState().expires, now);
}

export const getToken = (): string | null => useSession.getState().token;

bindSession({
  getToken,
  secondsLeft: () => sessionSecondsLeft(),
  clear: () => useSession.getState().clear(),
  setExpires(expires) {
    const { token, expires: current } = useSession.getState();
    if (!token || expires === current) return;
    persistSession(token, expires);
    useSession.setState({ expires });
  },
});

i18n.on('languageChanged', () => {
  const lang = currentLang();
  if (useSession.getState().lang !== lang) useSession.setState({ lang });
});

/** Another tab signed in or out: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const { token, expires } = readPersistedSession();
  const state = useSession.getState();
  if (token === state.token) return;
  if (!token) {
    useSession.setState(SIGNED_OUT);
    return;
  }
  useSession.setState({ token, expires, user: null, unread: 0, status: 'loading' });
  state.refresh().catch(() => undefined);
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
