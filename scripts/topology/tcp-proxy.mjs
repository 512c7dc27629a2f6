// A TCP pass-through that a fault test can cut: what an API instance sees when PostgreSQL restarts or Redis goes
// away (its connections reset, new ones refused) without stopping the machine's own servers, which other tests and
// other checkouts use.
import { createServer, connect } from 'node:net';

/**
 * Listens on `port` (127.0.0.1) and forwards every connection to `target` (a port on 127.0.0.1).
 * `cut()` resets every open connection and, until `restore()`, resets each new one at once.
 */
export async function startTcpProxy(port, target) {
  const open = new Set();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.resetAndDestroy();
    const upstream = connect({ host: '127.0.0.1', port: target });
    const pair = { client, upstream };
    open.add(pair);
    const close = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    /** How many connections pass through now. */
    get connections() {
      return open.size;
    },
    cut() {
      down = true;
      for (const { client, upstream } of open) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      open.clear();
    },
    restore() {
      down = false;
    },
    close() {
      this.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
