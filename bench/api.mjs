#!/usr/bin/env node
// API overhead on PostgreSQL. In a throwaway database on postgres://postgres@127.0.0.1:5432/ (`--db=<server
// url>` for another server): the API started in demo mode (migrations, demo seed), 500 more notices for
// sup@demo.test, then two servers in their own processes: the API, and a bare Fastify + pg reference running
// the same SQL by hand (the token's session, account and company in one join, then the call's own queries).
// Both are loaded by autocannon, 50 connections, flat out, on two token-checked reads:
//   GET /api/userInfo          the token check, then the customer-service accounts
//   GET /api/user/notice       the token check, then a page of notices and their count
// Budget: the API serves ≥ 0.8 × the reference's req/s on each (issue "API within 0.8× of raw SQL").
// Exit code 1 when over. `--duration=<s>` changes the 10 s; `--keep-db` keeps the database.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, load, pg, printTable, reportFailures, serverRequire, startApi, startProcess, throwawayDatabase } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';

const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = 50;
const BUDGET_RATIO = 0.8;
const NOTICES = 500;

// --- the reference: bare Fastify + pg (this file run with --serve-raw, in its own process) ---
const CALLER = `select s.*, u.*, c.* from sessions s join users u on u.id = s.user_id join companies c on c.id = u.company_id
  where s.token_hash = $1 limit 1`;
const CUSTOMERS = `select u.id, u.nickname from users u join companies c on c.id = u.company_id where c.role = 'CUSTOMER'
  order by u.created_at`;

async function serveRaw() {
  const fastify = serverRequire('fastify')({ logger: false });
  const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
  const caller = async (request, reply) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const hash = token && createHash('sha256').update(token).digest('hex');
    const { rows } = hash ? await pool.query(CALLER, [hash]) : { rows: [] };
    if (rows.length === 0) return reply.code(401).send({ code: 401, msg: 'unauthenticated', data: null });
    request.caller = { userId: rows[0].user_id };
  };
  fastify.get('/raw/user-info', { onRequest: caller }, async (request) => {
    const customers = await pool.query(CUSTOMERS);
    return { code: 200, msg: 'ok', data: { userId: request.caller.userId, customers: customers.rows } };
  });
  fastify.get('/raw/notices', { onRequest: caller }, async (request) => {
    const { userId } = request.caller;
    const pageSize = Number(request.query.pageSize ?? 10);
    const page = Number(request.query.page ?? 1);
    const [count, list] = await Promise.all([
      pool.query('select count(*)::int as total from notices where user_id = $1', [userId]),
      pool.query('select * from notices where user_id = $1 order by created_at desc, id desc limit $2 offset $3', [
        userId,
        pageSize,
        (page - 1) * pageSize,
      ]),
    ]);
    return { code: 200, msg: 'ok', data: { list: list.rows, total: count.rows[0].total, page, pageSize } };
  });
  await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => fastify.close().then(() => pool.end()));
}

async function seedNotices(client) {
  const { rows } = await client.query(`select id from users where email = 'sup@demo.test'`);
  const at = Date.now();
  const values = Array.from({ length: NOTICES }, (_, i) => [
    randomUUID(),
    rows[0].id,
    i % 3 ? 'SYSTEM' : 'TODO',
    new Date(at - i * 60_000),
  ]);
  await client.query(
    `insert into notices (id, user_id, type, title_zh, title_en, content_zh, content_en, read, created_at)
     select v.id, v.user_id, v.type, '系统通知', 'System notice', '您有一条新的消息。', 'You have a new message.', false, v.created_at
     from json_to_recordset($1) as v(id uuid, user_id uuid, type text, created_at timestamptz)`,
    [JSON.stringify(values.map(([id, user_id, type, created_at]) => ({ id, user_id, type, created_at })))],
  );
}

async function main() {
  const database = await throwawayDatabase('bench_api');
  const dbUrl = database.url;
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const failures = [];
  let api;
  let raw;
  try {
    console.log(`database ${dbUrl}: migrations, demo seed and ${NOTICES} notices…`);
    await (await startApi(dbUrl, dir)).stop();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await seedNotices(client).finally(() => client.end());

    raw = await startProcess([fileURLToPath(import.meta.url), '--serve-raw'], { env: { RAW_DATABASE_URL: dbUrl }, probe: '/raw/notices' });
    api = await startApi(dbUrl, dir);
    const login = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'password', account: 'sup@demo.test', password: 'Demo-2026-b2b' }),
    }).then((r) => r.json());
    if (!login.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    const headers = { authorization: `Bearer ${login.data.token}` };

    const cases = [
      ['userInfo', '/api/userInfo', '/raw/user-info'],
      ['notices, page 2 of 50', '/api/user/notice?type=ALL&page=2&pageSize=10', '/raw/notices?page=2&pageSize=10'],
    ];
    const rows = [];
    for (const [label, apiPath, rawPath] of cases) {
      const [a, b] = await Promise.all(
        [fetch(api.url + apiPath, { headers }), fetch(raw.url + rawPath, { headers })].map((p) => p.then((r) => r.json())),
      );
      if (a.code !== 200 || b.code !== 200)
        throw new Error(`${label}: ${JSON.stringify(a).slice(0, 200)} / ${JSON.stringify(b).slice(0, 200)}`);
      if (a.data.total !== b.data.total || a.data.customers?.length !== b.data.customers?.length)
        failures.push(`${label}: the API and the reference disagree`);
      const measured = {};
      for (const [name, url] of [
        ['raw SQL', raw.url + rawPath],
        ['API', api.url + apiPath],
      ]) {
        await load([url], headers, { duration: 2, connections: CONNECTIONS }); // warm-up
        measured[name] = await load([url], headers, { duration: DURATION, connections: CONNECTIONS });
        if (measured[name].bad) failures.push(`${label}, ${name}: ${measured[name].bad} failed requests`);
      }
      const ratio = measured.API.rps / measured['raw SQL'].rps;
      recordFigure('api', `${label}: API ×raw`, `${ratio.toFixed(2)}×`, `≥ ${BUDGET_RATIO}×`, ratio >= BUDGET_RATIO);
      if (ratio < BUDGET_RATIO) failures.push(`${label}: the API serves ${ratio.toFixed(2)}× the reference's req/s < ${BUDGET_RATIO}×`);
      for (const [name, m] of Object.entries(measured))
        rows.push([
          rows.length % 2 ? '' : label,
          name,
          m.rps.toFixed(0),
          String(m.p50),
          String(m.p99),
          name === 'API' ? ratio.toFixed(2) : '',
        ]);
    }
    const head = ['call', 'server', 'req/s', 'p50 ms', 'p99 ms', '×raw'];
    console.log(
      `\nToken-checked reads, ${CONNECTIONS} connections × ${DURATION} s flat out. Budget: API ≥ ${BUDGET_RATIO}× the reference.`,
    );
    printTable(head, rows, 2);
  } catch (error) {
    failures.push(error.stack ?? String(error));
  } finally {
    await new Promise((r) => setTimeout(r, 1000)); // requests autocannon abandoned at the end finish first
    await api?.stop();
    await raw?.stop();
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
  reportFailures(failures);
}

if (process.argv.includes('--serve-raw')) await serveRaw();
else await main();
