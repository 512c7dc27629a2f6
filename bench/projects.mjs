#!/usr/bin/env node
// Delivery dashboard and project list on PostgreSQL (issue 36). In a throwaway database on
// postgres://postgres@127.0.0.1:5432/ (`--db=<server url>` for another server): the API started once in demo mode
// (migrations, demo seed), then, for the demo party A (dev@demo.test), 2,000 awarded demands and responses from 50
// suppliers, 2,000 projects in every state and 20,000 milestones (10 each, due from 60 days ago to 120 ahead), and
// published ratings on half the completed projects, then VACUUM ANALYZE. Two servers then run as their own
// processes: the API, and a bare Fastify + pg reference running the same SQL by hand (the token's caller, then the
// call's own statements, at once where the API sends them at once). Each is loaded by autocannon with 20
// connections on the dashboard and on the first pages of the list (signed in as dev@demo.test): flat out for 10 s
// (the most it serves), then paced at 80 req/s for 10 s (20 clients each asking every 250 ms).
// Budgets, for the API: ≥ 0.7 × the reference's max req/s, and p99 ≤ 50 ms when paced (flat out, latency is the
// queue of 20 requests always waiting on 2 cores shared with the load generator: printed, not budgeted).
// Exit code 1 when over. `--duration=<s>` changes the 10 s; `--keep-db` keeps the database.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  arg,
  load,
  paced,
  pg,
  printTable,
  reportFailures,
  serverRequire,
  signInOverApi,
  startApi,
  startProcess,
  throwawayDatabase,
} from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';

const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = 20;
const PACED_RATE = 80;
const BUDGET_P99_MS = 50;
const BUDGET_RATIO = 0.7;
const PROJECTS = 2000;
const MILESTONES_PER_PROJECT = 10;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** PROJECT_LIMITS of the kernel: due soon within 7 days, 6 weeks ahead counted. */
const DUE_SOON_DAYS = 7;
const WEEKS = 6;

// --- the reference: bare Fastify + pg, the API's statements by hand (this file run with --serve-raw) ---
const CALLER = `select u.id as user_id, c.id as company_id from sessions s join users u on u.id = s.user_id
  join companies c on c.id = u.company_id where s.token_hash = $1 limit 1`;
const MINE = '(p.company_id = $1 or p.supplier_id = $1)';

async function serveRaw() {
  const fastify = serverRequire('fastify')({ logger: false });
  const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
  const rows = async (sql, params) => (await pool.query(sql, params)).rows;
  const caller = async (request, reply) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await rows(CALLER, [createHash('sha256').update(token).digest('hex')]) : [];
    if (found.length === 0) return reply.code(401).send({ code: 401, msg: 'unauthenticated', data: null });
    request.companyId = found[0].company_id;
  };

  // The API's statements at once, as it sends them (on the pool's connections, outside a transaction).
  fastify.get('/raw/dashboard', { onRequest: caller }, async (request) => {
    const id = request.companyId;
    const now = Date.now();
    const at = (ms) => new Date(now + ms).toISOString();
    // One pass over the milestones, per currency: $2 now, $3 the due-soon end, then the weeks' bounds $4…$10.
    const open = `m.state <> 'ACCEPTED'`;
    const between = (from, to) => `count(*) filter (where ${open} and m.due_date >= $${from} and m.due_date < $${to})::int`;
    const weeks = Array.from({ length: WEEKS }, (_, w) => `${between(4 + w, 5 + w)} as week${w}`).join(', ');
    const bounds = Array.from({ length: WEEKS + 1 }, (_, w) => at(w * WEEK));
    const [projects, milestones, [ratings]] = await Promise.all([
      rows(
        `select status, currency, count(*)::int as count, sum(amount)::float8 as planned from projects p where ${MINE} group by status, currency`,
        [id],
      ),
      rows(
        `select p.currency, coalesce(sum(p.amount * m.share / 100) filter (where not ${open}), 0)::float8 as accepted,
          ${between(2, 3)} as due_soon, count(*) filter (where ${open} and m.due_date < $2)::int as overdue,
          count(*) filter (where ${open} and m.state = 'SUBMITTED')::int as in_review, ${weeks}
         from project_milestones m join projects p on p.id = m.project_id
         where ${MINE} and p.status <> 'CANCELLED' group by p.currency`,
        [id, at(0), at(DUE_SOON_DAYS * DAY), ...bounds],
      ),
      rows(
        `select count(*)::int as count, avg(r.quality)::float8 as quality, avg(r.communication)::float8 as communication,
          avg(r.timeliness)::float8 as timeliness
         from project_ratings r join projects p on p.id = r.project_id where r.rated_id = $1 and p.ratings_published_at is not null`,
        [id],
      ),
    ]);
    return { code: 200, msg: 'ok', data: { projects, milestones, ratings } };
  });

  fastify.get('/raw/projects', { onRequest: caller }, async (request) => {
    const id = request.companyId;
    const pageSize = Number(request.query.pageSize ?? 10);
    const page = Number(request.query.page ?? 1);
    // The page with the total beside each row, as the API sends it (a page past the end asks for the total alone).
    const columns = 'id, response_id, demand_id, title, company_id, supplier_id, status, amount, currency, updated_at';
    const list = await rows(
      `select ${columns}, count(*) over ()::int as total from projects p where ${MINE} order by updated_at desc, id desc limit $2 offset $3`,
      [id, pageSize, (page - 1) * pageSize],
    );
    const total =
      list[0]?.total ?? (page > 1 ? (await rows(`select count(*)::int as total from projects p where ${MINE}`, [id]))[0].total : 0);
    const companyIds = [...new Set(list.flatMap((p) => [p.company_id, p.supplier_id]))];
    const projectIds = list.map((p) => p.id);
    const [names, ratings, progress] = await Promise.all([
      rows('select id, name, name_en from companies where id = any($1)', [companyIds]),
      rows('select company_id, average, count from company_rating_summaries where company_id = any($1)', [companyIds]),
      rows(
        `select project_id, count(*)::int as milestones, count(*) filter (where state = 'ACCEPTED')::int as accepted
         from project_milestones where project_id = any($1) group by project_id`,
        [projectIds],
      ),
    ]);
    return { code: 200, msg: 'ok', data: { list, total, page, pageSize, names, ratings, progress } };
  });

  await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => fastify.close().then(() => pool.end()));
}

// --- data: deterministic pseudo-random projects of one party A with 50 suppliers ---
let seed = 20261127;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const pick = (list) => list[Math.floor(rand() * list.length)];
const weighted = (pairs) => {
  let r = rand() * pairs.reduce((n, [, w]) => n + w, 0);
  return pairs.find(([, w]) => (r -= w) < 0)?.[0] ?? pairs[0][0];
};
const iso = (ms) => new Date(ms).toISOString();
const TITLES = ['仓储管理系统开发', '会员积分小程序', '数据中台建设', 'CRM migration', 'Supplier portal', 'Analytics dashboard'];

/** Rows in batches: `insert into <table> select * from json_populate_recordset(null::<table>, $1)`. */
async function insertRows(client, table, rows) {
  for (let i = 0; i < rows.length; i += 2000) {
    await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
      JSON.stringify(rows.slice(i, i + 2000)),
    ]);
  }
}

/** A project's milestones in a state its own state allows: accepted ones first, then at most one in review. */
function milestonesOf(project, now) {
  const accepted = { COMPLETED: MILESTONES_PER_PROJECT, STARTED: 0 }[project.status] ?? Math.floor(rand() * MILESTONES_PER_PROJECT);
  const start = Date.parse(project.started_at ?? project.created_at);
  return Array.from({ length: MILESTONES_PER_PROJECT }, (_, position) => {
    const due = start + (position + 1) * (5 + Math.floor(rand() * 15)) * DAY;
    const state =
      position < accepted
        ? 'ACCEPTED'
        : position === accepted && project.status !== 'STARTED'
          ? pick(['SUBMITTED', 'IN_PROGRESS', 'SENT_BACK'])
          : 'PLANNED';
    return {
      id: randomUUID(), project_id: project.id, position, name: `M${position + 1}`, description: '', due_date: iso(due), deliverables: '',
      share: 100 / MILESTONES_PER_PROJECT, state, reason: null, submission_id: null,
      review_ends_at: state === 'SUBMITTED' ? iso(now + 7 * DAY) : null, accepted_at: state === 'ACCEPTED' ? iso(Math.min(due, now)) : null,
      created_at: project.created_at, updated_at: project.updated_at,
    }; // prettier-ignore
  });
}

async function seedProjects(client) {
  const now = Date.now();
  const q = async (sql, params) => (await client.query(sql, params)).rows;
  const [{ id: partyA }] = await q(`select c.id from users u join companies c on c.id = u.company_id where u.email = 'dev@demo.test'`);
  const suppliers = Array.from({ length: 50 }, (_, i) => ({
    id: randomUUID(), role: 'SUP', name: `交付供应商${i + 1}号`, name_en: `Delivery Supplier ${i + 1}`, approval_status: 'APPROVED', reject_reason: null,
    info: null, member_level: 'VIP', member_expires: iso(now + 365 * DAY), headcount: 0, created_at: iso(now - 400 * DAY), updated_at: iso(now - 400 * DAY),
  })); // prettier-ignore
  await insertRows(client, 'companies', suppliers);
  const demands = [];
  const responses = [];
  const projects = [];
  for (let i = 0; i < PROJECTS; i++) {
    const created = now - Math.floor(rand() * 180 * DAY);
    const supplier = pick(suppliers).id;
    const amount = Math.round(10 ** (4 + rand() * 2) / 100) * 100;
    const currency = rand() < 0.9 ? 'CNY' : 'USD';
    const title = `${pick(TITLES)} #${i + 1}`;
    const demand = {
      id: randomUUID(), company_id: partyA, created_by: null, title, category_id: 'software', description: title, budget_min: amount,
      budget_max: amount * 2, currency, deadline: iso(created - DAY), province_code: '31', city_code: null, attachment_ids: [],
      contact_visibility: 'RESPONDERS', lang: 'zh-CN', sealed: false, blind: false, revealed: false,
      criteria: [{ key: 'price', name: '报价', weight: 100 }], status: 'AWARDED', reason: null, revision: 1, awarded_response_id: null,
      search_text: title.toLowerCase(), published_at: iso(created - 20 * DAY), created_at: iso(created - 21 * DAY), updated_at: iso(created),
    }; // prettier-ignore
    const response = {
      id: randomUUID(), demand_id: demand.id, company_id: supplier, created_by: null, price: amount, timeline_days: 60, proposal: title,
      attachment_ids: [], manpower_ids: [], revision: 1, status: 'AWARDED', decision: null, submitted_at: iso(created - 10 * DAY), updated_at: iso(created),
    }; // prettier-ignore
    const status = weighted([['STARTED', 10], ['IN_PROGRESS', 50], ['COMPLETED', 30], ['CANCELLED', 7], ['DISPUTED', 3]]); // prettier-ignore
    const updated = created + Math.floor(rand() * (now - created));
    const ended = status === 'COMPLETED' || status === 'CANCELLED';
    projects.push({
      id: randomUUID(), response_id: response.id, demand_id: demand.id, company_id: partyA, supplier_id: supplier, title, amount, currency,
      status, frozen_status: status === 'DISPUTED' ? 'IN_PROGRESS' : null, cancel_proposed_by: null, reason: status === 'CANCELLED' ? '双方协商取消' : null,
      started_at: status === 'STARTED' ? null : iso(created + DAY), ended_at: ended ? iso(updated) : null,
      ratings_published_at: status === 'COMPLETED' && rand() < 0.5 ? iso(updated) : null, created_at: iso(created), updated_at: iso(updated),
    }); // prettier-ignore
    demands.push({ ...demand, awarded_response_id: null });
    responses.push(response);
  }
  await insertRows(client, 'demands', demands);
  await insertRows(client, 'demand_responses', responses);
  await insertRows(client, 'projects', projects);
  await insertRows(
    client,
    'project_milestones',
    projects.flatMap((p) => milestonesOf(p, now)),
  );
  const score = () => 3 + Math.floor(rand() * 3);
  const ratings = projects
    .filter((p) => p.ratings_published_at)
    .flatMap((p) => [
      [p.supplier_id, p.company_id],
      [p.company_id, p.supplier_id],
    ].map(([by, rated]) => ({
      id: randomUUID(), project_id: p.id, company_id: by, rated_id: rated, user_id: null, quality: score(), communication: score(),
      timeliness: score(), comment: '', created_at: p.ratings_published_at,
    }))); // prettier-ignore
  await insertRows(client, 'project_ratings', ratings);
  // What the publishing transaction keeps for each rated company (modules/projects/rating-summary.ts).
  await client.query(`insert into company_rating_summaries (company_id, points, count, average, updated_at)
    select r.rated_id, sum(r.quality + r.communication + r.timeliness), count(*),
      round(sum(r.quality + r.communication + r.timeliness)::numeric / (3 * count(*)), 1), now()
    from project_ratings r join projects p on p.id = r.project_id where p.ratings_published_at is not null group by r.rated_id
    on conflict (company_id) do update set points = excluded.points, count = excluded.count, average = excluded.average`);
  await client.query('vacuum analyze');
  return q(`select (select count(*) from projects where company_id = $1)::int as projects,
    (select count(*) from project_milestones m join projects p on p.id = m.project_id where p.company_id = $1)::int as milestones,
    (select count(*) from project_ratings where rated_id = $1)::int as ratings`, [partyA]); // prettier-ignore
}

// --- load ---
async function main() {
  const database = await throwawayDatabase('bench_projects');
  const dbUrl = database.url;
  const dir = mkdtempSync(join(tmpdir(), 'bench-projects-'));
  const failures = [];
  let api;
  let raw;
  try {
    console.log(`database ${dbUrl}: migrations and demo seed…`);
    await (await startApi(dbUrl, dir)).stop();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const started = performance.now();
    const [counts] = await seedProjects(client).finally(() => client.end());
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    raw = await startProcess([fileURLToPath(import.meta.url), '--serve-raw'], {
      env: { RAW_DATABASE_URL: dbUrl },
      probe: '/raw/dashboard',
    });
    api = await startApi(dbUrl, dir);
    const { token } = await signInOverApi(api.url, 'dev@demo.test');
    const headers = { authorization: `Bearer ${token}` };

    const cases = [
      ['dashboard', ['/api/projects/dashboard'], ['/raw/dashboard']],
      // The list's first five pages in turn: the pages a reader pages through.
      ['list, pages 1–5', [1, 2, 3, 4, 5].map((p) => `/api/projects?page=${p}&pageSize=10`), [1, 2, 3, 4, 5].map((p) => `/raw/projects?page=${p}&pageSize=10`)],
    ]; // prettier-ignore
    const rows = [];
    for (const [label, apiPaths, rawPaths] of cases) {
      const [a, b] = await Promise.all(
        [api.url + apiPaths[0], raw.url + rawPaths[0]].map((u) => fetch(u, { headers }).then((r) => r.json())),
      );
      if (a.code !== 200 || b.code !== 200)
        throw new Error(`${label}: ${JSON.stringify(a).slice(0, 300)} / ${JSON.stringify(b).slice(0, 300)}`);
      const agree =
        label === 'dashboard'
          ? a.data.milestones.overdue === b.data.milestones.reduce((n, m) => n + m.overdue, 0) &&
            a.data.byStatus.length === new Set(b.data.projects.map((p) => p.status)).size
          : a.data.total === b.data.total && a.data.list[0]?.id === b.data.list[0]?.id;
      if (!agree) failures.push(`${label}: the API and the reference disagree`);
      const measured = {};
      for (const [name, base, paths] of [
        ['raw SQL', raw.url, rawPaths],
        ['API', api.url, apiPaths],
      ]) {
        const urls = paths.map((p) => base + p);
        await load(urls, headers, { duration: 2, connections: CONNECTIONS }); // warm-up
        measured[name] = {
          ...(await load(urls, headers, { duration: DURATION, connections: CONNECTIONS })),
          paced: await paced(urls, headers, { duration: DURATION, connections: CONNECTIONS, rate: PACED_RATE }),
        };
        if (measured[name].bad) failures.push(`${label}, ${name}: ${measured[name].bad} failed requests`);
        if (measured[name].paced.bad)
          failures.push(`${label}, ${name}: ${measured[name].paced.bad} failed requests at ${PACED_RATE} req/s`);
      }
      const ref = measured['raw SQL'];
      const app = measured.API;
      const ratio = app.rps / ref.rps;
      for (const [name, m] of Object.entries(measured))
        rows.push([name === 'API' ? '' : label, name, m.rps.toFixed(0), String(m.p50), String(m.p99), name === 'API' ? ratio.toFixed(2) : '', String(m.paced.p50), String(m.paced.p99)]); // prettier-ignore
      recordFigure(
        'projects',
        `${label}: API p99 @${PACED_RATE}/s`,
        `${app.paced.p99} ms`,
        `≤ ${BUDGET_P99_MS} ms`,
        app.paced.p99 <= BUDGET_P99_MS,
      );
      recordFigure('projects', `${label}: API ×raw`, `${ratio.toFixed(2)}×`, `≥ ${BUDGET_RATIO}×`, ratio >= BUDGET_RATIO);
      if (app.paced.p99 > BUDGET_P99_MS)
        failures.push(`${label}: API p99 ${app.paced.p99} ms at ${PACED_RATE} req/s > ${BUDGET_P99_MS} ms`);
      if (ratio < BUDGET_RATIO) failures.push(`${label}: API throughput ${ratio.toFixed(2)}× the reference's < ${BUDGET_RATIO}×`);
    }
    console.log(
      `\nDelivery dashboard and project list (${PROJECTS} projects, ${PROJECTS * MILESTONES_PER_PROJECT} milestones), ${CONNECTIONS} connections × ${DURATION} s:` +
        ` flat out, then paced at ${PACED_RATE} req/s.\nBudgets for the API: ≥ ${BUDGET_RATIO}× the reference's max req/s; p99 ≤ ${BUDGET_P99_MS} ms when paced.`,
    );
    printTable(['call', 'server', 'max req/s', 'p50 ms', 'p99 ms', '×raw', `p50 @${PACED_RATE}/s`, `p99 @${PACED_RATE}/s`], rows, 2);
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
