// Starts the whole platform from the built apps: the API (PGlite by default) and each app on its
// own origin (port), like separate CDNs. Used by `pnpm start`, the browser tests and the bench.
// The API runs behind the host's /api proxy: it trusts that one loopback hop for the client address
// (TRUST_PROXY=loopback) and answers CORS for the platform's own origins only. Demo mode (DEMO=true)
// is the caller's choice, passed in `apiEnv`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POINTER_INTEGRITY_KEY, releaseIntegrity } from './integrity.mjs';
import { startStaticServer } from './static-server.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = { auth: 'remote-auth', workstation: 'remote-workstation', chat: 'remote-chat', account: 'remote-account' };
export const DEFAULT_PORTS = { api: 4000, host: 3000, auth: 3001, workstation: 3002, chat: 3003, account: 3004 };

export function remoteVersion(dir) {
  return JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).version;
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API not healthy at ${url} after ${timeoutMs} ms`);
}

/** Refuses a port something already answers on: a stale API there would pass the health check. */
async function assertPortFree(url) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`something already answers at ${url}: stop it, or choose other ports`);
}

/**
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, publicHost?: string, apiEnv?: Record<string,string>,
 *           apiOutput?: 'inherit' | 'ignore' }} options
 */
export async function startPlatform(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const publicHost = options.publicHost ?? 'localhost';
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  const hostOrigins = [`http://${publicHost}:${ports.host}`, `http://127.0.0.1:${ports.host}`, `http://localhost:${ports.host}`].filter(
    (origin, i, all) => all.indexOf(origin) === i,
  );
  const appOrigins = Object.keys(REMOTES).map((name) => `http://${publicHost}:${ports[name]}`);
  await assertPortFree(`${apiUrl}/api/health`);
  // One process (not the tsx CLI, which runs the server in a child): killing it ends the server.
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      CORS_ORIGINS: [...hostOrigins, ...appOrigins].join(','),
      ...options.apiEnv,
    },
    stdio: ['ignore', options.apiOutput ?? 'inherit', options.apiOutput ?? 'inherit'],
  });
  // The API goes with this process, however it ends, and with a start that failed.
  const killApi = () => api.exitCode === null && api.kill('SIGKILL');
  process.once('exit', killApi);
  try {
    await waitForHealth(`${apiUrl}/api/health`, api);
  } catch (error) {
    killApi();
    throw error;
  }

  const remotes = {};
  const integrity = {};
  // The hashes of the folder a local URL names (`/<version>/mf-manifest.json` under the remote's dist); none for
  // a URL elsewhere or a folder without the files, which the host then refuses to load.
  const pointAt = (name, url, hashes) => {
    remotes[name] = url;
    delete integrity[name];
    const folder = join(ROOT, REMOTES[name], 'dist', dirname(new URL(url).pathname));
    if (hashes) integrity[name] = hashes;
    else if (new URL(url).port === String(ports[name]) && existsSync(join(folder, 'remoteEntry.js')))
      integrity[name] = releaseIntegrity(folder);
  };
  for (const [name, dir] of Object.entries(REMOTES)) {
    pointAt(name, `http://${publicHost}:${ports[name]}/${remoteVersion(dir)}/mf-manifest.json`);
  }
  const hostDist = join(ROOT, 'host', 'dist');
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error('host is not built: run `pnpm build` first');
  // remotes.json and the host's Content-Security-Policy both come from the pointer, on each request.
  const pointer = () => ({ ...remotes, [POINTER_INTEGRITY_KEY]: integrity });
  const serveHost = (root) => startStaticServer({ root, port: ports.host, spa: true, apiTarget: apiUrl, remotes: pointer });
  let host = await serveHost(hostDist);

  const remoteServers = {};
  const startRemote = async (name, dir = REMOTES[name]) => {
    remoteServers[name] = await startStaticServer({ root: join(ROOT, dir, 'dist'), port: ports[name], cors: hostOrigins });
  };
  const stopRemote = async (name) => {
    await remoteServers[name]?.close();
    delete remoteServers[name];
  };
  for (const name of Object.keys(REMOTES)) await startRemote(name);

  return {
    url: `http://${publicHost}:${ports.host}`,
    /** The origins the API and the remotes answer CORS for. */
    hostOrigins,
    apiUrl,
    ports,
    remotes,
    startRemote,
    stopRemote,
    /**
     * Points remotes.json at another manifest URL: the next page load uses it, no host rebuild. The hashes are
     * those of the files a local URL names, unless given (a test of a pointer that does not match its files).
     */
    setRemote(name, url, hashes) {
      pointAt(name, url, hashes);
    },
    /** Serves another build of the host on the host's origin (the skew test: a previous release); none: this checkout's. */
    async useHostBuild(root = hostDist) {
      await host.close();
      host = await serveHost(root);
    },
    async stop() {
      for (const name of Object.keys(remoteServers)) await stopRemote(name);
      await host.close();
      process.off('exit', killApi);
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    },
  };
}
