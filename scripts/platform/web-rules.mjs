// The web tier's rules, stated once. The Node static server (static-server.mjs, `npm start` and the browser
// tests) applies them per request; nginx-config.mjs writes the same rules as nginx configuration
// (deploy/nginx/, used by docker-compose.yml and `pnpm topology`). scripts/topology/parity.test.mjs runs one set
// of header and routing checks against both.
import { pointerUrls } from './integrity.mjs';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** What the build precompresses (precompress.mjs) and the web tier sends in that form when accepted, best first. */
export const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
/** Text files: sent with `Vary: Accept-Encoding`, precompressed or not. */
export const COMPRESSIBLE = ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt'];

/** Pointers and entry files, which must be asked again on each use: every `.html`, the manifests, remotes.json, remoteEntry.js. */
export const NO_CACHE_FILES = /(^|\/)([^/]+\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/** Content-hashed chunks: never change under their name. */
export const HASHED_FILES = /\.[0-9a-f]{10}\.(js|css)$/;
export const CACHE_CONTROL = {
  noCache: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  other: 'public, max-age=300',
};

export function cacheControl(path) {
  if (NO_CACHE_FILES.test(path)) return CACHE_CONTROL.noCache;
  if (HASHED_FILES.test(path)) return CACHE_CONTROL.immutable;
  return CACHE_CONTROL.other;
}

/** On every answer of the web tier (pages, files, the proxy's own errors). */
export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
/** On every answer of the host's origin, with its Content-Security-Policy. */
export const HOST_HEADERS = { 'x-frame-options': 'DENY' };
/** Sent only over TLS (nginx: `$https`); the Node server speaks plain HTTP on loopback and never sends it. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The host page's Content-Security-Policy: scripts, styles, fonts, images and fetches from this
 * origin and from exactly the origins of `remotes` (remotes.json: name → manifest URL, and the hashes), nothing
 * else. antd injects its CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only; images
 * may also be `blob:` object URLs (an uploader's local previews, company images fetched with the session).
 * The only inline scripts allowed are the prerendered pages' guard and index.html's session preload, by their
 * hashes (`scriptHashes`).
 */
export function hostCsp(remotes, scriptHashes = []) {
  const origins = [];
  for (const url of Object.values(pointerUrls(remotes))) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null' && !origins.includes(origin)) origins.push(origin);
    } catch {
      // not a URL: the host reports that remote unavailable; no origin to allow
    }
  }
  const list = origins.join(' ');
  const src = (...extra) => ["'self'", ...extra, list].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${src(...scriptHashes)}`,
    `style-src ${src("'unsafe-inline'")}`,
    `img-src ${src('data:', 'blob:')}`,
    `font-src ${src('data:')}`,
    `connect-src ${src()}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export const LANGS = ['zh-CN', 'en-US'];
/** The cookie the app keeps equal to its interface language. */
export const LANG_COOKIE = 'b2b.lang';

/**
 * The language of the prerendered page to send: the `b2b.lang` cookie the app keeps in step with its
 * language, else the browser's first Accept-Language tag (as the app reads navigator.language), by the
 * kernel's rule: Chinese tags and none give zh-CN, any other gives en-US. The page removes itself
 * before the first paint if the app would choose otherwise, so a wrong guess costs only the head start.
 */
export function prerenderedLang(cookieHeader, acceptLanguage) {
  const cookie = /(?:^|;\s*)b2b\.lang=([^;]*)/.exec(String(cookieHeader ?? ''))?.[1];
  const first = String(acceptLanguage ?? '')
    .split(',')[0]
    .split(';')[0];
  const tag = (cookie || (first.trim() === '*' ? '' : first)).trim().toLowerCase().replace(/_/g, '-');
  return tag === '' || tag === 'zh' || tag.startsWith('zh-') ? 'zh-CN' : 'en-US';
}

/** Where the build writes a prerendered page (`/terms/user` in en-US: `prerendered/en-US/terms/user.html`); nginx finds it by this rule. */
export const prerenderedFile = (path, lang) => `prerendered/${lang}${path}.html`;
/** A prerendered page depends on these request headers (besides Accept-Encoding). */
export const PRERENDERED_VARY = 'Cookie, Accept-Language';

/** Paths the web origin passes to the API (HTTP and the chat's WebSocket). */
export const API_PREFIX = '/api/';
/**
 * The largest request body the web tier passes to the API, by its declared length. JSON calls take a few tens
 * of KB at most (the API's BODY_LIMIT_BYTES, the bulletin's 96 KB posts): 1 MB for every /api path but the
 * uploads, which take up to the larger of UPLOAD_FILE_MAX_MB and UPLOAD_IMAGE_MAX_MB (the API's own limits, same
 * variables and defaults) plus 1 MB for the multipart framing. A body over its ceiling is refused here with the
 * API's own envelope (413 PAYLOAD_TOO_LARGE, in the request's language) and never reaches an instance: an API
 * that answers 413 while megabytes are still on their way can lose its answer to the proxy's write error (502).
 * Bodies under the ceiling go through unbuffered and the API applies its exact limits.
 */
export const API_BODY_CEILING_BYTES = 1024 * 1024;
export const UPLOAD_PREFIXES = ['/api/common/upload/', '/api/files/upload/'];
const mbOf = (value, fallback) => (/^\d+$/.test(String(value ?? '')) ? Number(value) : fallback);
/** The uploads' ceiling in MB, from the API's own variables (defaults 200 and 10, as server/src/config.ts). */
export const uploadCeilingMb = (env = process.env) => Math.max(mbOf(env.UPLOAD_FILE_MAX_MB, 200), mbOf(env.UPLOAD_IMAGE_MAX_MB, 10)) + 1;
/** The ceiling of a request path, in bytes. */
export const bodyCeiling = (path, uploadMb) =>
  UPLOAD_PREFIXES.some((prefix) => path.startsWith(prefix)) ? uploadMb * 1024 * 1024 : API_BODY_CEILING_BYTES;
/** The contract's PAYLOAD_TOO_LARGE texts (shared/src/contract/errors.ts; a server test holds them equal). */
export const TOO_LARGE = {
  'zh-CN': '提交的内容过大',
  'en-US': 'The request is too large',
};
export const tooLargeBody = (lang) => ({ code: 413, msg: TOO_LARGE[lang], data: { reason: 'PAYLOAD_TOO_LARGE' } });

/** The API's Prometheus metrics: for the monitoring network only, never through the web origin. */
export const METRICS_PATH = '/metrics';

/**
 * Request headers the proxy never passes on as the client sent them: the client cannot name its own
 * address, host or scheme. X-Forwarded-For is set to the peer's address (not appended to), so the API,
 * trusting this one hop, reads the real client; X-Forwarded-Host keeps the Host the browser named.
 * (Node drops every `x-forwarded-*`; nginx, which cannot drop by prefix, blanks each one listed here.)
 */
export const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-forwarded-ssl',
  'x-forwarded-scheme',
  'x-forwarded-uri',
];
export const isClientForwardingHeader = (name) => name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-');

/**
 * `X-Request-Id`: the browser's own when it is safe to log (8–64 of `[A-Za-z0-9_-]`, the contract's
 * `REQUEST_ID_PATTERN`, which a server test holds equal), else one made here; the API logs it with every
 * line of the request and answers it back.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The proxy's own error texts when the API cannot be reached, in the request's language (the `b2b.lang`
 * cookie, else Accept-Language; zh-CN by default). The reason and texts are the contract's `API_UNREACHABLE`
 * (shared/src/contract/errors.ts).
 */
export const UNREACHABLE = {
  'zh-CN': '暂时无法连接服务，请稍后再试',
  'en-US': 'The service cannot be reached, please try again later',
};
export const unreachableBody = (lang) => ({ code: 502, msg: UNREACHABLE[lang], data: { reason: 'API_UNREACHABLE' } });

/**
 * The chat socket's idle drop is 75 s (CHAT_IDLE_DROP_SECONDS) with a heartbeat every 30 s: a proxy must keep
 * an upgraded connection open longer than that without traffic.
 */
export const SOCKET_IDLE_SECONDS = 120;
