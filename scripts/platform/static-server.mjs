// A small static file server standing in for a CDN origin (remotes) or the web origin (host):
// immutable caching for hashed files, no-cache for manifests and entry points, CORS for remotes,
// SPA fallback and an /api (+ WebSocket) proxy for the host.
import { createReadStream, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

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

const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

function cacheControl(path) {
  if (NO_CACHE.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function fileAt(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root)) return null;
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) return fileAt(root, join(decoded, 'index.html'));
    return { full, size: stat.size };
  } catch {
    return null;
  }
}

function proxy(req, res, target) {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, msg: 'API unreachable', data: null }));
  });
  req.pipe(upstream);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean, apiTarget?: string,
 *           routes?: Record<string, () => { body: string, type: string }> }} options
 */
export function startStaticServer(options) {
  const root = resolve(options.root);
  const api = options.apiTarget ? new URL(options.apiTarget) : null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (api && path.startsWith('/api/')) return proxy(req, res, api);
    const dynamic = options.routes?.[path];
    if (dynamic) {
      const { body, type } = dynamic();
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      return res.end(body);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    let file = fileAt(root, path);
    if (!file && options.spa && !extname(path)) file = fileAt(root, '/index.html');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...(options.cors ? { 'access-control-allow-origin': '*' } : {}) });
      return res.end('not found');
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file.full)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': cacheControl(file.full),
      ...(options.cors ? { 'access-control-allow-origin': '*' } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file.full).pipe(res);
  });
  if (api) {
    server.on('upgrade', (req, socket, head) => {
      const upstream = connect(Number(api.port), api.hostname, () => {
        const headers = Object.entries(req.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n');
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
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
            server.close(() => done());
          }),
      });
    });
  });
}
