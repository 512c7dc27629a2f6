import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { CHAT_API, apiPath, type ChatTicket, type Friendship, type ServerFrame } from '@b2b/shared/contract';
import type { Caller, SessionRow } from '../../db/rows';
import { companies, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { assertOk, call, createTestApp, registerCompany, T0, type TestApp, type TestOptions } from '../../test/helpers';

/** The web origin the test apps accept sockets from. */
export const ORIGIN = 'http://web.test';

export const chatTestApp = (options: TestOptions = {}) =>
  createTestApp({ ...options, config: { corsOrigins: [ORIGIN], ...options.config } });

export interface Member {
  token: string;
  userId: string;
  companyId: string;
}

/** A new company's main account; a pay member (SVIP for a year, approved) unless `pay: false`. */
export async function newMember(t: TestApp, role: 'DEV' | 'SUP' = 'DEV', { pay = true } = {}): Promise<Member> {
  const session = await registerCompany(t.app, role);
  const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, session.email));
  if (pay) {
    await t.app.ctx.db
      .update(companies)
      .set({ approvalStatus: 'APPROVED', memberLevel: 'SVIP', memberExpires: new Date(T0.getTime() + 365 * 86_400_000) })
      .where(eq(companies.id, user.companyId));
  }
  return { token: session.token, userId: user.id, companyId: user.companyId };
}

export const path = (template: string, id: string) => apiPath(template, { id });

/** `a` asks, `b` accepts: friends with their direct conversation, whose id is answered. */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<string> {
  const asked = assertOk<Friendship>(await call(t.app, 'POST', CHAT_API.requestFriend, { token: a.token, body: { userId: b.userId } }));
  const accepted = assertOk<Friendship>(await call(t.app, 'POST', path(CHAT_API.acceptFriend, asked.id), { token: b.token }));
  assert.equal(accepted.status, 'ACCEPTED');
  assert.ok(accepted.conversationId);
  return accepted.conversationId;
}

export const textBody = (conversationId: string, body: string, clientMsgId: string = randomUUID()) => ({
  conversationId,
  clientMsgId,
  kind: 'TEXT',
  body,
});

/** `n` accounts of a new company of `role` (staff: CUSTOMER), written straight to the database. */
export async function accounts(t: TestApp, role: 'CUSTOMER' | 'DEV', n: number): Promise<Caller[]> {
  const now = t.clock.now();
  const tag = randomBytes(4).toString('hex');
  const [company] = await t.app.ctx.db
    .insert(companies)
    .values({
      role,
      name: `service-${role}-${tag}`,
      approvalStatus: 'APPROVED',
      memberLevel: role === 'DEV' ? 'SVIP' : 'ORDINARY',
      memberExpires: role === 'DEV' ? new Date(now.getTime() + 365 * 86_400_000) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const rows = await t.app.ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId: company.id,
        type: i === 0 ? ('MAIN' as const) : ('PROJ' as const),
        nickname: `${role.toLowerCase()} ${i}`,
        email: `${tag}-${i}@service.test`,
        passwordHash: 'x',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  return rows.map((user) => ({ user, company, session: null as unknown as SessionRow }));
}

/** A bearer token for an account written straight to the database. */
export async function tokenOf(t: TestApp, caller: Caller): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  const end = new Date(now.getTime() + 86_400_000);
  await t.app.ctx.db
    .insert(sessions)
    .values({ userId: caller.user.id, tokenHash: sha256(token), createdAt: now, expiresAt: end, idleExpiresAt: end, remember: true });
  return token;
}

/** `n` staff members (accounts of a new CUSTOMER company) with a session each, as sockets and calls use them. */
export async function newStaff(t: TestApp, n: number): Promise<Member[]> {
  const callers = await accounts(t, 'CUSTOMER', n);
  return Promise.all(callers.map(async (c) => ({ token: await tokenOf(t, c), userId: c.user.id, companyId: c.company.id })));
}

/** The app listening on a free loopback port: its ws:// base. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function ticketFor(t: TestApp, token: string): Promise<ChatTicket> {
  return assertOk<ChatTicket>(await call(t.app, 'POST', CHAT_API.ticket, { token }));
}

/** A socket client that keeps every frame it gets and waits for the ones a test expects. */
export class ChatClient {
  readonly frames: ServerFrame[] = [];
  readonly texts: string[] = [];
  private waiters: { match: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  readonly closed: Promise<{ code: number }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      if (text === 'HEARTBEAT') return;
      const frame = JSON.parse(text) as ServerFrame;
      this.frames.push(frame);
      for (const waiter of [...this.waiters]) {
        if (!waiter.match(frame)) continue;
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already here or still to come) that `match` accepts; fails after `ms`. */
  next<T extends ServerFrame['type']>(type: T, match: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true, ms = 5000) {
    type F = Extract<ServerFrame, { type: T }>;
    const accepts = (frame: ServerFrame): frame is F => frame.type === type && match(frame as F);
    const found = this.frames.find(accepts);
    if (found) {
      this.frames.splice(this.frames.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise<F>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames)}`)), ms);
      this.waiters.push({
        match: accepts,
        resolve: (frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame as F);
        },
      });
    });
  }

  close(): Promise<{ code: number }> {
    this.ws.close();
    return this.closed;
  }
}

export interface ConnectOptions {
  origin?: string | null;
  userId?: string;
  ticket?: string;
}

/** Opens a socket for `member` (a fresh ticket unless given); resolves once the server said `ready`. */
export async function connect(t: TestApp, base: string, member: Member, options: ConnectOptions = {}): Promise<ChatClient> {
  const ticket = options.ticket ?? (await ticketFor(t, member.token)).ticket;
  const url = `${base}${apiPath(CHAT_API.socket, { userId: options.userId ?? member.userId })}?ticket=${encodeURIComponent(ticket)}`;
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const ws = new WebSocket(url, origin ? { headers: { origin } } : {});
  const client = new ChatClient(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await client.next('ready');
  return client;
}

/** What the server answered instead of upgrading: its status and envelope. */
export async function refusedUpgrade(t: TestApp, base: string, member: Member, options: ConnectOptions & { lang?: string } = {}) {
  const ticket = options.ticket ?? (await ticketFor(t, member.token)).ticket;
  const url = `${base}${apiPath(CHAT_API.socket, { userId: options.userId ?? member.userId })}?ticket=${encodeURIComponent(ticket)}`;
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en-US' };
  if (origin) headers.origin = origin;
  const ws = new WebSocket(url, { headers });
  return new Promise<{ status: number; body: { code: number; msg: string; data: { reason: string } } }>((resolve, reject) => {
    ws.once('open', () => reject(new Error('the socket opened')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once('error', () => undefined);
  });
}
