import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CHAT_API, type Friendship } from '@b2b/shared/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { companies, users } from '../../db/schema';
import { memoryTransport } from '../../mail/transport';
import { assertOk, call, registerCompany } from '../../test/helpers';
import { ApiInstance, throwawayDatabase } from '../../test/instances';
import { ChatPeer, restSend, type Ack } from './test-peer';
import { ORIGIN, path as idPath, type Member } from './test-support';

const SKIP =
  (!process.env.DATABASE_URL || !process.env.REDIS_URL) &&
  'DATABASE_URL and REDIS_URL are not both set: two API processes need PostgreSQL and Redis (.ci/run runs this on them)';

const MESSAGES = 1000;
/** Messages sent at once, each with its 4 attempts in flight together. */
const WINDOW = 8;
/** The acknowledged count at which instance two is killed. */
const KILL_AT = 300;

/** A new company's main account, made a pay member for a year from now (the API processes run on the real clock). */
async function payMember(app: FastifyInstance, role: 'DEV' | 'SUP'): Promise<Member> {
  const session = await registerCompany(app, role);
  const [user] = await app.ctx.db.select().from(users).where(eq(users.email, session.email));
  await app.ctx.db
    .update(companies)
    .set({ approvalStatus: 'APPROVED', memberLevel: 'SVIP', memberExpires: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(companies.id, user.companyId));
  return { token: session.token, userId: user.id, companyId: user.companyId };
}

describe('chat: 1,000 sends retried 3 times while an instance is killed and restarted', { skip: SKIP }, () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  const instances: ApiInstance[] = [];
  const peers: ChatPeer[] = [];
  let a: Member;
  let b: Member;
  let conversationId: string;

  before(async () => {
    database = await throwawayDatabase(process.env.DATABASE_URL!, 'chat_kill');
    // Migrations, then the two accounts through the API's own services in this process while the instances start.
    const base = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: database.url, MIGRATE_ON_START: 'true' });
    const config = { ...base, storage: { ...base.storage, dir: mkdtempSync(path.join(os.tmpdir(), 'b2b-kill-')) } };
    const seeder = await buildApp(config, { mail: memoryTransport() });
    const options = {
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL,
      redisPrefix: `b2b-kill-${randomBytes(6).toString('hex')}:`,
      env: { CORS_ORIGINS: ORIGIN, CHAT_SENDS_PER_10S: '1000000' },
    };
    const started = Promise.allSettled([ApiInstance.start(options), ApiInstance.start(options)]);
    let results: PromiseSettledResult<ApiInstance>[];
    try {
      [a, b] = [await payMember(seeder, 'DEV'), await payMember(seeder, 'SUP')];
      const asked = assertOk<Friendship>(
        await call(seeder, 'POST', CHAT_API.requestFriend, { token: a.token, body: { userId: b.userId } }),
      );
      const accepted = assertOk<Friendship>(await call(seeder, 'POST', idPath(CHAT_API.acceptFriend, asked.id), { token: b.token }));
      conversationId = accepted.conversationId!;
    } finally {
      await seeder.close();
      rmSync(config.storage.dir, { recursive: true, force: true });
      // Every instance that started is stopped by `after`, even when the other did not start.
      results = await started;
      instances.push(...results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    }
    for (const r of results) if (r.status === 'rejected') throw r.reason;
  });

  after(async () => {
    for (const peer of peers) peer.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('stores each message once: seqs 1..1000, no gap, no duplicate, every ack the stored seq, the receiver whole', async () => {
    const [one, two] = instances;
    // A sends through a socket on each instance; B reads on both: one tab on the instance that lives, one on the one killed.
    const a1 = new ChatPeer(one, a);
    const a2 = new ChatPeer(two, a);
    const b1 = new ChatPeer(one, b);
    const b2 = new ChatPeer(two, b, { catchUp: conversationId });
    peers.push(a1, a2, b1, b2);
    await Promise.all(peers.map((peer) => peer.ready()));

    const acks = new Map<string, Ack[]>();
    let acked = 0;
    let killed: Promise<void> | undefined;
    const attempts = (clientMsgId: string, i: number): Promise<Ack>[] => {
      const body = { conversationId, clientMsgId, kind: 'TEXT' as const, body: `message ${i}` };
      const [near, far] = i % 2 ? [a1, a2] : [a2, a1];
      // The send and its 3 retries, at once: by socket and by REST, to both instances.
      return [near.send(body), restSend(far.instance, a.token, body), far.send(body), restSend(near.instance, a.token, body)];
    };
    const sendOne = async (i: number) => {
      const clientMsgId = `kill-${i}`;
      const got = (await Promise.allSettled(attempts(clientMsgId, i))).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      // Every attempt failed (its instance down): retry, as the client does, until one is acknowledged.
      for (const until = Date.now() + 20_000; got.length === 0; await new Promise((r) => setTimeout(r, 100))) {
        assert.ok(Date.now() < until, `${clientMsgId} never acknowledged`);
        const body = { conversationId, clientMsgId, kind: 'TEXT' as const, body: `message ${i}` };
        const peer = [a1, a2].find((p) => p.open);
        const ack = await (peer ? peer.send(body) : restSend(one, a.token, body)).catch(() => null);
        if (ack) got.push(ack);
      }
      acks.set(clientMsgId, got);
      if (++acked === KILL_AT) killed = two.kill().then(() => two.restart());
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: WINDOW }, async () => {
        while (next < MESSAGES) await sendOne(next++);
      }),
    );
    assert.ok(killed, 'instance two was killed mid-run');
    await killed;
    assert.ok(b2.reconnects >= 1, 'the killed instance’s receiver reconnected');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: string; seq: number; client_msg_id: string }>(
        'select id, seq, client_msg_id from chat_messages where conversation_id = $1 order by seq',
        [conversationId],
      )
      .finally(() => client.end());
    assert.equal(rows.length, MESSAGES, 'exactly 1,000 stored');
    assert.deepEqual(
      rows.map((r) => r.seq),
      Array.from({ length: MESSAGES }, (_, i) => i + 1),
      'seqs 1..1000, no gap',
    );
    assert.equal(new Set(rows.map((r) => r.client_msg_id)).size, MESSAGES, 'no clientMsgId stored twice');
    const stored = new Map(rows.map((r) => [r.client_msg_id, r]));

    let attemptsAcked = 0;
    for (const [clientMsgId, list] of acks) {
      const row = stored.get(clientMsgId);
      assert.ok(row, `${clientMsgId} was acknowledged and is stored`);
      for (const ack of list) {
        assert.equal(ack.seq, row.seq, `${clientMsgId}: every ack answers the stored seq`);
        assert.equal(ack.id, row.id);
      }
      assert.ok(list.filter((ack) => !ack.duplicate).length <= 1, `${clientMsgId}: one first store at most`);
      attemptsAcked += list.length;
    }
    assert.equal(acks.size, MESSAGES);
    assert.ok(attemptsAcked > MESSAGES * 2, `the retries reached the server (${attemptsAcked} acks)`);
    assert.ok(attemptsAcked < MESSAGES * 4, 'the kill cut attempts off');

    // The receiver on the killed instance: live frames, then the catch-up after its reconnect, then live again.
    for (const [receiver, name] of [
      [b2, 'the receiver on the killed instance'],
      [b1, 'the receiver on the instance that lived'],
    ] as const) {
      await receiver.waitFor(MESSAGES, 20_000).catch((error: Error) => {
        const missing = rows.map((r) => r.seq).filter((seq) => !receiver.received.has(seq));
        throw new Error(`${name}: ${error.message}; missing seqs ${missing.join(', ')}`);
      });
      assert.deepEqual(
        [...receiver.received.keys()].sort((p, q) => p - q),
        rows.map((r) => r.seq),
        `${name} holds seqs 1..1000`,
      );
      for (const row of rows) assert.equal(receiver.received.get(row.seq), row.client_msg_id, `${name}: seq ${row.seq}`);
    }
    assert.equal(b2.resets, 0, 'no reset: the catch-up window covers the run');
    assert.ok(b2.replayed > 0, 'the catch-up replayed what the killed instance’s receiver missed');
  });
});
