// A small static file server standing in for a CDN origin (remotes) or the web origin (host):
// immutable caching for hashed files, no-cache for manifests and entry points, CORS for remotes
// (the host's origins only), SPA fallback and an /api (+ WebSocket) proxy for the host. Every answer
// has nosniff and a Referrer-Policy; the host's also a Content-Security-Policy generated from
// remotes.json on each request, so it follows remotes.json when that changes. Text files go out in
// their precompressed brotli or gzip form when the browser accepts it (Vary: Accept-Encoding).
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Transform } from 'node:stream';
import { extname, join, resolve, sep } from 'node:path';
import { createShellComposer } from './shells.mjs';
import {
  API_PREFIX,
  COMPRESSIBLE,
  HOST_HEADERS,
  METRICS_PATH,
  MIME,
  PRECOMPRESSED,
  PRERENDERED_VARY,
  REQUEST_ID_HEADER,
  REQUEST_ID_PATTERN,
  SECURITY_HEADERS,
  cacheControl,
  hostCsp,
  isClientForwardingHeader,
  prerenderedLang,
  unreachableBody,
  bodyCeiling,
  tooLargeBody,
  uploadCeilingMb,
} from './web-rules.mjs';

export { hostCsp, prerenderedLang };

const COMPRESSIBLE_SET = new Set(COMPRESSIBLE);

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
  if (!COMPRESSIBLE_SET.has(extname(file.full))) return null;
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

/** The build's index of prerendered pages (scripts/platform/prerender.mjs), or none. */
export function readPrerendered(root) {
  try {
    const index = JSON.parse(readFileSync(join(root, 'prerendered.json'), 'utf8'));
    return { pages: index.pages ?? {}, shells: index.shells ?? {}, scriptHashes: index.scriptHashes ?? [] };
  } catch {
    return { pages: {}, shells: {}, scriptHashes: [] };
  }
}

/** The request id passed to the API: the browser's when safe to log, else a new one (web-rules.mjs). */
export function requestIdOf(value) {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : randomBytes(16).toString('hex');
}

/** The headers the proxy sends upstream (web-rules.mjs `CLIENT_FORWARDING_HEADERS`, `REQUEST_ID_PATTERN`). */
export function proxyHeaders(req, target) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (isClientForwardingHeader(name)) continue;
    headers[name] = value;
  }
  headers[REQUEST_ID_HEADER] = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  headers.host = target.host;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

/** The envelope the proxy answers when the API cannot be reached: `{ code, msg, data: { reason } }`, as the API's own errors. */
export function unreachableEnvelope(req) {
  return unreachableBody(prerenderedLang(req.headers.cookie, req.headers['accept-language']));
}

/** One of the proxy's own answers (413, 502), as the API answers its errors. */
function sendEnvelope(res, status, envelope) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
  res.end(JSON.stringify(envelope));
}

/**
 * A body over the web tier's ceiling (web-rules.mjs bodyCeiling): the API's own 413 envelope, answered here.
 * The body is read and dropped (as nginx's lingering close does) so that the client, still sending, reads
 * the answer instead of a reset; a client that sends far more than it declared, or too slowly, is cut off.
 */
function refuseTooLarge(req, res, declared) {
  let dropped = 0;
  const cutOff = setTimeout(() => req.destroy(), 30_000);
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > declared) req.destroy();
  });
  req.on('close', () => clearTimeout(cutOff));
  sendEnvelope(res, 413, tooLargeBody(prerenderedLang(req.headers.cookie, req.headers['accept-language'])));
}

/**
 * Passes one request to the API and its answer back, both streamed. The API may answer before it has
 * read the whole body (413 for a body over its limit) and close the connection: that answer is relayed
 * and the rest of the body dropped. Each chunk of the body is written in the turn after it arrived,
 * so an answer already received is read before a write to the closed connection could fail and
 * take it with it. Only when no answer came at all does the proxy answer 502 itself.
 */
function proxy(req, res, target, bodyLimit) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimit) return refuseTooLarge(req, res, declared);
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
    sendEnvelope(res, 502, unreachableEnvelope(req));
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
  const compressible = COMPRESSIBLE_SET.has(extname(file.full));
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
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: string[], apiTarget?: string, uploadCeilingMb?: number,
 *           remotes?: () => Record<string, string> }} options
 *   `cors`: the origins (the host's) that may read this origin's files; `remotes`: the host's
 *   remotes.json, served at /remotes.json and made into the Content-Security-Policy.
 */
export function startStaticServer(options) {
  const root = resolve(options.root);
  const api = options.apiTarget ? new URL(options.apiTarget) : null;
  const uploadMb = options.uploadCeilingMb ?? uploadCeilingMb(process.env);
  const prerendered = options.spa ? readPrerendered(root) : { pages: {}, shells: {}, scriptHashes: [] };
  const composeShell = options.remotes ? createShellComposer({ root, shells: prerendered.shells, remotes: options.remotes }) : null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (api && path.startsWith(API_PREFIX)) return proxy(req, res, api, bodyCeiling(path, uploadMb));
    const origin = req.headers.origin;
    const headers = {
      ...SECURITY_HEADERS,
      ...(options.remotes ? { 'content-security-policy': hostCsp(options.remotes(), prerendered.scriptHashes), ...HOST_HEADERS } : {}),
      ...(options.cors ? { vary: 'Origin' } : {}),
      ...(origin && options.cors?.includes(origin) ? { 'access-control-allow-origin': origin } : {}),
    };
    if (path === METRICS_PATH) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      return res.end('not found');
    }
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
      headers.vary = `${PRERENDERED_VARY}, Accept-Encoding`;
      return void composeShell(decoded, lang)
        .catch(() => null)
        .then((shell) => (shell ? sendShell(req, res, headers, shell) : sendFile(req, res, headers, fileAt(root, '/index.html'))));
    }
    const page = prerendered.pages[decoded];
    let file = page ? fileAt(root, `/${page[lang]}`) : fileAt(root, decoded);
    if (!file && options.spa && !extname(decoded)) file = fileAt(root, '/index.html');
    if (page) headers.vary = PRERENDERED_VARY;
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
