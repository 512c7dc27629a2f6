// A small static file server standing in for a CDN origin (remotes) or the web origin (host):
// immutable caching for hashed files, no-cache for manifests and entry points, CORS for remotes
// (the host's origins only), SPA fallback and an /api (+ WebSocket) proxy for the host. Every answer
// has nosniff and a Referrer-Policy; the host's also a Content-Security-Policy generated from
// remotes.json on each request, so it follows remotes.json when that changes. Text files go out in
// their precompressed brotli or gzip form when the browser accepts it (Vary: Accept-Encoding).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Transform } from 'node:stream';
import { extname, join, resolve, sep } from 'node:path';
import { createShellComposer } from './shells.mjs';

const MIME = {
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

/** What the build precompresses (scripts/platform/precompress.mjs), best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);

/** The content codings an Accept-Encoding header allows (those not refused with q=0), lower-cased. */
export function acceptedEncodings(header) {
  const allowed = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) allowed.add(name);
  }
  return allowed;
}

/** The precompressed form of `file` to send for this Accept-Encoding, or null for the file itself. */
export function precompressedFor(file, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file.full))) return null;
  const allowed = acceptedEncodings(acceptEncoding);
  for (const [encoding, suffix] of PRECOMPRESSED) {
    if (!allowed.has(encoding)) continue;
    try {
      return { encoding, full: file.full + suffix, size: statSync(file.full + suffix).size };
    } catch {
      // not precompressed (too small, or built without it): try the next
    }
  }
  return null;
}

const NO_CACHE = /(^|\/)([^/]+\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

function cacheControl(path) {
  if (NO_CACHE.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** The URL path decoded, or null when it is malformed (`/%`) or holds a NUL or a backslash. */
export function decodePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  return /[\0\\]/.test(decoded) ? null : decoded;
}

/** The file under `root` for a decoded URL path; null outside `root` (compared against `root + sep`) or missing. */
export function fileAt(root, decoded) {
  const full = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) return fileAt(root, `${full.slice(root.length).split(sep).join('/')}/index.html`);
    return { full, size: stat.size };
  } catch {
    return null;
  }
}

/**
 * The host page's Content-Security-Policy: scripts, styles, fonts, images and fetches from this
 * origin and from exactly the origins of `remotes` (remotes.json: name → manifest URL), nothing
 * else. antd injects its CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only; images
 * may also be `blob:` object URLs (an uploader's local previews, company images fetched with the session).
 * The only inline scripts allowed are the prerendered pages' guard, by its hash (`scriptHashes`).
 */
export function hostCsp(remotes, scriptHashes = []) {
  const origins = [];
  for (const url of Object.values(remotes ?? {})) {
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

/** The build's index of prerendered pages (scripts/platform/prerender.mjs), or none. */
export function readPrerendered(root) {
  try {
    const index = JSON.parse(readFileSync(join(root, 'prerendered.json'), 'utf8'));
    return { pages: index.pages ?? {}, shells: index.shells ?? {}, scriptHashes: index.scriptHashes ?? [] };
  } catch {
    return { pages: {}, shells: {}, scriptHashes: [] };
  }
}

const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

/**
 * The headers the proxy sends upstream: the client's own X-Forwarded-* and Forwarded are dropped
 * and X-Forwarded-For is set to the peer's address (not appended to), so the API, trusting this one
 * hop, reads the real client; X-Forwarded-Host keeps the Host the browser named.
 */
export function proxyHeaders(req, target) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'x-real-ip') continue;
    headers[name] = value;
  }
  headers.host = target.host;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

/**
 * The proxy's own error texts, in the request's language (the `b2b.lang` cookie, else Accept-Language; zh-CN by
 * default). The reason and texts are the contract's `API_UNREACHABLE` (shared/src/contract/errors.ts).
 */
const UNREACHABLE = {
  'zh-CN': '暂时无法连接服务，请稍后再试',
  'en-US': 'The service cannot be reached, please try again later',
};

/** The envelope the proxy answers when the API cannot be reached: `{ code, msg, data: { reason } }`, as the API's own errors. */
export function unreachableEnvelope(req) {
  const lang = prerenderedLang(req.headers.cookie, req.headers['accept-language']);
  return { code: 502, msg: UNREACHABLE[lang], data: { reason: 'API_UNREACHABLE' } };
}

/**
 * Passes one request to the API and its answer back, both streamed. The API may answer before it has
 * read the whole body (413 for a body over its limit) and close the connection: that answer is relayed
 * and the rest of the body dropped. Each chunk of the body is written in the turn after it arrived,
 * so an answer already received is read before a write to the closed connection could fail and
 * take it with it. Only when no answer came at all does the proxy answer 502 itself.
 */
function proxy(req, res, target) {
  const body = new Transform({
    transform(chunk, _encoding, done) {
      setImmediate(() => done(null, chunk));
    },
  });
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: proxyHeaders(req, target) },
    (up) => {
      const early = !req.readableEnded;
      if (early) {
        // Answered before the whole body went up: stop sending it, and use neither connection again.
        req.unpipe(body);
        body.unpipe(upstream);
        req.resume();
        up.on('end', () => upstream.destroy());
      }
      res.writeHead(up.statusCode ?? 502, early ? { ...up.headers, connection: 'close' } : up.headers);
      up.pipe(res);
      up.on('error', () => res.destroy());
    },
  );
  upstream.on('error', () => {
    // The API's answer is already on its way (or done): a late write error changes nothing of it.
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
    res.end(JSON.stringify(unreachableEnvelope(req)));
  });
  // A client that goes away (a cancelled upload) takes its upstream request with it, so the API
  // is not left waiting for the rest of a body that will never come.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(body).pipe(upstream);
}

function sendFile(req, res, headers, file) {
  if (!file) {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    return res.end('not found');
  }
  const compressible = COMPRESSIBLE.has(extname(file.full));
  const encoded = precompressedFor(file, req.headers['accept-encoding']);
  const vary = headers.vary?.includes('Accept-Encoding')
    ? headers.vary
    : headers.vary
      ? `${headers.vary}, Accept-Encoding`
      : 'Accept-Encoding';
  res.writeHead(200, {
    ...headers,
    ...(compressible ? { vary } : {}),
    ...(encoded ? { 'content-encoding': encoded.encoding } : {}),
    'content-type': MIME[extname(file.full)] ?? 'application/octet-stream',
    'content-length': (encoded ?? file).size,
    'cache-control': cacheControl(file.full),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream((encoded ?? file).full).pipe(res);
}

/** A remote page's shell in the host's frame (shells.mjs), compressed as the browser accepts. */
function sendShell(req, res, headers, shell) {
  const allowed = acceptedEncodings(req.headers['accept-encoding']);
  const [encoding, body] = allowed.has('br') ? ['br', shell.br] : allowed.has('gzip') ? ['gzip', shell.gzip] : [null, shell.html];
  res.writeHead(200, {
    ...headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-type': MIME['.html'],
    'content-length': body.length,
    'cache-control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: string[], apiTarget?: string,
 *           remotes?: () => Record<string, string> }} options
 *   `cors`: the origins (the host's) that may read this origin's files; `remotes`: the host's
 *   remotes.json, served at /remotes.json and made into the Content-Security-Policy.
 */
export function startStaticServer(options) {
  const root = resolve(options.root);
  const api = options.apiTarget ? new URL(options.apiTarget) : null;
  const prerendered = options.spa ? readPrerendered(root) : { pages: {}, shells: {}, scriptHashes: [] };
  const composeShell = options.remotes ? createShellComposer({ root, shells: prerendered.shells, remotes: options.remotes }) : null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (api && path.startsWith('/api/')) return proxy(req, res, api);
    const origin = req.headers.origin;
    const headers = {
      ...SECURITY_HEADERS,
      ...(options.remotes
        ? { 'content-security-policy': hostCsp(options.remotes(), prerendered.scriptHashes), 'x-frame-options': 'DENY' }
        : {}),
      ...(options.cors ? { vary: 'Origin' } : {}),
      ...(origin && options.cors?.includes(origin) ? { 'access-control-allow-origin': origin } : {}),
    };
    if (options.remotes && path === '/remotes.json') {
      res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end(JSON.stringify(options.remotes(), null, 2));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      return res.end();
    }
    const decoded = decodePath(path);
    if (decoded === null) {
      res.writeHead(400, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      return res.end('bad request');
    }
    const lang = prerenderedLang(req.headers.cookie, req.headers['accept-language']);
    if (composeShell && prerendered.shells[decoded]) {
      headers.vary = 'Cookie, Accept-Language, Accept-Encoding';
      return void composeShell(decoded, lang)
        .catch(() => null)
        .then((shell) => (shell ? sendShell(req, res, headers, shell) : sendFile(req, res, headers, fileAt(root, '/index.html'))));
    }
    const page = prerendered.pages[decoded];
    let file = page ? fileAt(root, `/${page[lang]}`) : fileAt(root, decoded);
    if (!file && options.spa && !extname(decoded)) file = fileAt(root, '/index.html');
    if (page) headers.vary = 'Cookie, Accept-Language';
    sendFile(req, res, headers, file);
  });
  // Upgraded connections (the chat socket) leave the HTTP server's bookkeeping: closing destroys them itself.
  const upgraded = new Set();
  if (api) {
    server.on('upgrade', (req, socket, head) => {
      upgraded.add(socket);
      socket.on('close', () => upgraded.delete(socket));
      const upstream = connect(Number(api.port), api.hostname, () => {
        const headers = Object.entries(proxyHeaders(req, api))
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n');
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      // Either side gone (a closed tab, an API restart): the other goes too, no half-open pair is left.
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
    });
  }
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      resolvePromise({
        port: options.port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            for (const socket of upgraded) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
