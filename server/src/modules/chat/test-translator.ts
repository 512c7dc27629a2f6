import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_LIMITS } from '@b2b/shared/contract';

type Mode = 'ok' | 'slow' | 'fail' | 'hang';

/** A local server speaking LibreTranslate's API: `POST /translate` → `{ translatedText: "[<target>] <q>" }`. */
export class FakeLibreTranslate {
  mode: Mode = 'ok';
  readonly requests: Record<string, unknown>[] = [];
  /** Requests the server took in `hang` mode and never answers. */
  hung = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/translate') return res.writeHead(404).end();
        const body = JSON.parse(raw) as { q: string; target: string };
        this.requests.push(body);
        const answer = () => {
          if (this.mode === 'fail') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
        };
        if (this.mode === 'slow') setTimeout(answer, CHAT_LIMITS.translateTimeoutMs + 500);
        else if (this.mode === 'hang') this.hung++;
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
