/** What the host plugs in: its toast (antd message.error), its router's navigate and location. */
export interface ApiHooks {
  notify(text: string): void;
  navigate(to: string): void;
  currentPath(): string;
}

const DEFAULT_HOOKS: ApiHooks = {
  notify: (text) => console.error(text),
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname + window.location.search,
};

/** The same text is shown once for a burst of failures (parallel calls failing together). */
const REPEAT_WINDOW_MS = 1500;

let hooks: ApiHooks = { ...DEFAULT_HOOKS };
let lastNotice: { text: string; at: number } | null = null;

export function setHooks(partial: Partial<ApiHooks>): void {
  const given = Object.fromEntries(Object.entries(partial).filter(([, fn]) => typeof fn === 'function'));
  hooks = { ...hooks, ...given };
  lastNotice = null;
}

export function notify(text: string): void {
  const now = Date.now();
  if (lastNotice && lastNotice.text === text && now - lastNotice.at < REPEAT_WINDOW_MS) return;
  lastNotice = { text, at: now };
  hooks.notify(text);
}

export function navigate(to: string): void {
  hooks.navigate(to);
}

export function currentPath(): string {
  return hooks.currentPath();
}

export const LOGIN_PATH = '/auth/login';

export function isOnLoginPage(path = currentPath()): boolean {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return pathname === LOGIN_PATH;
}
