#!/usr/bin/env node
// Onboarded suppliers directory benchmark on PostgreSQL. In a throwaway database on postgres://postgres@127.0.0.1:5432/
// (`--db=<server url>` for another server): the API started once in demo mode (migrations, demo seed), then 10,000
// approved suppliers (a tenth of them promoted, with types, regions, sizes and head counts), 1,000 other companies
// (party A, under review, rejected) and 300 follows of dev@demo.test's company bulk-inserted, then VACUUM ANALYZE.
// Two servers then run as their own processes: the API as shipped, and a bare Fastify + pg reference running the
// same SQL (the same WHERE, the same union of the promoted and the other suppliers, each ordered and limited, the
// follow mark, the rating and window marks, and the count beside it). Each is loaded by autocannon with
// 50 connections on the first page, a filtered page, a keyword, the followed ones and 36 different pages in turn
// (the API signed in as dev@demo.test): flat out for 10 s (the most it serves), then paced at 200 req/s for 10 s
// (50 clients each asking every 250 ms). Budgets, for the API: ≥ 0.7 × the reference's max req/s, and p99 ≤ 30 ms
// when paced. Exit code 1 when over. `--keep-db` keeps the database; `--duration=<s>` changes the 10 s; `--case=<text>`
// runs only the cases whose label holds the text.
import { randomUUID } from 'node:crypto';
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

// --- the reference: bare Fastify + pg, plain SQL (this file run with --serve-raw, in its own process) ---
const LISTED = `c.role = 'SUP' and c.approval_status = 'APPROVED'`;
function rawWhere(q, viewer) {
  const params = [];
  const where = [LISTED];
  const add = (sql, value) => where.push(sql.replaceAll('?', `$${params.push(value)}`));
  let me;
  const follows = () => `exists (select 1 from company_follows f where f.company_id = ${(me ??= `$${params.push(viewer)}`)} and f.followed_company_id = c.id)`; // prettier-ignore
  if (q.keyword) add(`lower(c.name || chr(10) || coalesce(c.name_en, '')) like ? escape '\\'`, `%${q.keyword.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`); // prettier-ignore
  if (q.companyTypeId) add(`c.info->>'companyTypeId' = ?`, q.companyTypeId);
  if (q.provinceCode) add(`c.info->>'provinceCode' = ?`, q.provinceCode);
  if (q.cityCode) add(`c.info->>'cityCode' = ?`, q.cityCode);
  if (q.minHeadcount) add('c.headcount >= ?', Number(q.minHeadcount));
  if (q.followed === 'true') where.push(`c.id = any(array(select f.followed_company_id from company_follows f where f.company_id = ${(me ??= `$${params.push(viewer)}`)}))`); // prettier-ignore
  if (q.minRating) add('exists (select 1 from company_rating_summaries s where s.company_id = c.id and s.average >= ?)', Number(q.minRating)); // prettier-ignore
  if (q.withWindow === 'true') where.push(`exists (select 1 from showcase_windows w where w.company_id = c.id and w.state = 'PUBLISHED')`); // prettier-ignore
  return { where: where.join(' and '), params, follows };
}
async function serveRaw() {
  const fastify = serverRequire('fastify')({ logger: false });
  const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
  const viewer = process.env.RAW_VIEWER_COMPANY;
  fastify.get('/raw/directory', async (request) => {
    const q = request.query;
    const pageSize = Number(q.pageSize ?? 12);
    const page = Number(q.page ?? 1);
    const { where, params, follows } = rawWhere(q, viewer);
    const counted = rawWhere(q, viewer);
    const now = `$${params.push(new Date())}`;
    const today = `$${params.push(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()))}`;
    const promoted = `(c.member_level <> 'ORDINARY' and coalesce(c.member_expires > ${now}, false))`;
    const branch = (condition) =>
      `(select c.id, c.role, c.name, c.name_en, c.info->>'logoFileId' as logo, c.info->>'companyTypeId' as type_id,
          t.name_zh, t.name_en as type_en, c.info->>'provinceCode' as province, c.info->>'cityCode' as city,
          c.info->>'size' as size, c.headcount, c.member_level, c.member_expires, ${follows()} as followed,
          c.approved_at, ${promoted} as promoted,
          (select s.average::float8 from company_rating_summaries s where s.company_id = c.id) as rating_average,
          (select s.count from company_rating_summaries s where s.company_id = c.id) as rating_count,
          exists (select 1 from showcase_windows w where w.company_id = c.id and w.state = 'PUBLISHED') as has_window,
          (select coalesce(json_agg(json_build_object('kind', b.kind, 'name', b.name) order by b.kind, b.name), '[]'::json)
             from (select distinct k.kind, case when k.kind = 'OTHER' then k.name end as name from certificates k
                   where k.company_id = c.id and k.state = 'APPROVED' and k.valid_to >= ${today}) b) as badges
        from companies c left join company_types t on t.id = c.info->>'companyTypeId'
        where ${where} and ${condition}
        order by c.approved_at desc nulls last, c.id desc limit ${page * pageSize})`;
    const [list, count] = await Promise.all([
      pool.query(
        `${branch(promoted)} union all ${branch(`not ${promoted}`)}
         order by promoted desc, approved_at desc nulls last, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
        params,
      ),
      pool.query(`select count(*)::int as total from companies c where ${counted.where}`, counted.params),
    ]);
    return { code: 200, msg: 'ok', data: { list: list.rows, total: count.rows[0].total, page, pageSize } };
  });
  await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => fastify.close().then(() => pool.end()));
}

// --- data: deterministic pseudo-random suppliers (mulberry32, as bench/market.mjs) ---
let seed = 20261127;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const pick = (list) => list[Math.floor(rand() * list.length)];
const TYPES = ['software', 'internet', 'it-outsourcing', 'consulting', 'design', 'manufacturing', 'finance', 'education', 'healthcare', 'retail', 'logistics', 'service', 'other']; // prettier-ignore
const REGIONS = [['44', '4401'], ['44', '4403'], ['11', '1101'], ['31', '3101'], ['33', '3301'], ['32', '3201'], ['32', '3205'], ['51', '5101'], ['42', '4201'], ['37', '3702'], ['35', '3502'], ['61', '6101']]; // prettier-ignore
const SIZES = ['1-20', '21-100', '101-500', '501-1000', '1000+'];
const ZH = ['智慧', '云帆', '极光', '海川', '明德', '锦程', '鹏城', '星辰', '青禾', '汇金', '康源', '长安'];
const EN = ['Smart', 'Sail', 'Aurora', 'Ocean', 'Bright', 'Harbor', 'Peak', 'Star', 'Green', 'Gold', 'Vital', 'Eternal'];
const DAY = 86_400_000;

function company(i, now, role, status) {
  const [provinceCode, cityCode] = pick(REGIONS);
  const zh = pick(ZH);
  const level = role === 'SUP' && rand() < 0.1 ? (rand() < 0.3 ? 'SVIP' : 'VIP') : 'ORDINARY';
  const approvedAt = new Date(now - Math.floor(rand() * 720 * DAY)).toISOString();
  const info = {
    companyName: `${zh}${i}号科技`, creditCode: '91310115MA1HXY7K3B', companyTypeId: pick(TYPES), provinceCode, cityCode,
    address: `${zh}路 ${i} 号`, contactName: '经理', contactPhone: '021-55550000', size: pick(SIZES),
  }; // prettier-ignore
  return {
    id: randomUUID(), role, name: info.companyName, name_en: `${pick(EN)} ${i} Tech`, approval_status: status, reject_reason: null,
    reject_fields: null, changed_fields: null, info, member_level: level,
    member_expires: level === 'ORDINARY' ? null : new Date(now + (rand() < 0.9 ? 200 : -5) * DAY).toISOString(),
    approved_at: status === 'APPROVED' ? approvedAt : null, headcount: Math.floor(rand() ** 2 * 60),
    created_at: approvedAt, updated_at: approvedAt,
  }; // prettier-ignore
}

async function insertRows(client, table, rows) {
  for (let i = 0; i < rows.length; i += 2000) {
    await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
      JSON.stringify(rows.slice(i, i + 2000)),
    ]);
  }
}

async function seedDirectory(client) {
  const now = Date.now();
  const sups = Array.from({ length: 10_000 }, (_, i) => company(i + 1, now, 'SUP', 'APPROVED'));
  const others = Array.from({ length: 1_000 }, (_, i) =>
    company(20_000 + i, now, i % 2 ? 'DEV' : 'SUP', i % 2 ? 'APPROVED' : pick(['INFO_SUBMIT', 'INFO_REJECT', 'AWAIT_APPROVAL'])),
  );
  await insertRows(client, 'companies', [...sups, ...others]);
  const q = async (sql, params) => (await client.query(sql, params)).rows;
  const [viewer] = await q(`select u.id as user, u.company_id as company from users u where u.email = 'dev@demo.test'`);
  const follows = sups.slice(0, 300).map((s, i) => ({
    id: randomUUID(), company_id: viewer.company, followed_company_id: s.id, created_by: viewer.user,
    created_at: new Date(now - i * 60_000).toISOString(),
  })); // prettier-ignore
  await insertRows(client, 'company_follows', follows);
  await client.query('vacuum analyze');
  const [counts] = await q(`select (select count(*) from companies c where ${LISTED})::int as listed,
    (select count(*) from companies)::int as companies, (select count(*) from company_follows)::int as follows`);
  return { counts, viewer: viewer.company };
}

// --- load ---
const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = 50;
const BUDGET_P99_MS = 30;
const BUDGET_RATIO = 0.7;
const PACED_RATE = 200;
async function main() {
  const database = await throwawayDatabase('bench_directory');
  const dbUrl = database.url;
  const dir = mkdtempSync(join(tmpdir(), 'bench-directory-'));
  const failures = [];
  let api;
  let raw;
  try {
    console.log(`database ${dbUrl}: migrations and demo seed…`);
    await (await startApi(dbUrl, dir)).stop();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const started = performance.now();
    const { counts, viewer } = await seedDirectory(client).finally(() => client.end());
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    raw = await startProcess([fileURLToPath(import.meta.url), '--serve-raw'], {
      env: { RAW_DATABASE_URL: dbUrl, RAW_VIEWER_COMPANY: viewer },
      probe: '/raw/directory',
    });
    api = await startApi(dbUrl, dir);
    const headers = { authorization: `Bearer ${(await signInOverApi(api.url, 'dev@demo.test')).token}` };

    const page = (p) => `&page=${p}&pageSize=12`;
    const filtered = (p, type = 'software') => `companyTypeId=${type}&provinceCode=44&minHeadcount=5${page(p)}`;
    const keyword = (k, p) => `keyword=${encodeURIComponent(k)}${page(p)}`;
    const cases = [
      ['first page', [`page=1&pageSize=12`]],
      ['filtered page', [filtered(1)]],
      ['keyword 极光1', [keyword('极光1', 1)]],
      ['keyword harbor', [keyword('harbor', 1)]],
      ['followed', [`followed=true${page(1)}`]],
      // 36 different pages in turn.
      ['36 mixed pages', ['极光1', 'Harbor', '海川2', 'peak 1', '明德3', 'Star'].flatMap((k, i) => [1, 2, 3].flatMap((p) => [keyword(k, p), filtered(p, TYPES[i])]))],
    ]; // prettier-ignore
    const rows = [];
    const only = arg('case'); // `--case=keyword`: only the cases whose label holds it
    for (const [label, queries] of cases.filter(([label]) => !only || label.includes(only))) {
      const urls = (base, path) => queries.map((q) => `${base}${path}?${q}`);
      const [a, b] = await Promise.all(
        [`${api.url}/api/directory/suppliers?${queries[0]}`, `${raw.url}/raw/directory?${queries[0]}`].map((u) =>
          fetch(u, { headers }).then((r) => r.json()),
        ),
      );
      if (a.code !== 200) throw new Error(`${label}: API answered ${JSON.stringify(a).slice(0, 300)}`);
      if (a.data.total !== b.data.total || a.data.list.map((c) => c.id).join() !== b.data.list.map((c) => c.id).join())
        failures.push(`${label}: API and reference disagree (total ${a.data.total} vs ${b.data.total})`);
      const measured = {};
      for (const [name, base, path, h] of [
        ['raw SQL', raw.url, '/raw/directory', {}],
        ['API', api.url, '/api/directory/suppliers', headers],
      ]) {
        await load(urls(base, path), h, { duration: 2 }); // warm-up
        measured[name] = {
          ...(await load(urls(base, path), h, { duration: DURATION, connections: CONNECTIONS })),
          paced: await paced(urls(base, path), h, { duration: DURATION, connections: CONNECTIONS, rate: PACED_RATE }),
        };
      }
      const ref = measured['raw SQL'];
      for (const [name, m] of Object.entries(measured)) {
        const ratio = name === 'raw SQL' ? '' : (m.rps / ref.rps).toFixed(2);
        if (m.bad) failures.push(`${label}, ${name}: ${m.bad} failed requests`);
        if (m.paced.bad) failures.push(`${label}, ${name}: ${m.paced.bad} failed requests at ${PACED_RATE} req/s`);
        const first = name === 'raw SQL';
        rows.push([first ? label : '', first ? String(a.data.total) : '', name, m.rps.toFixed(0), String(m.p50), String(m.p99), ratio, String(m.paced.p50), String(m.paced.p99)]); // prettier-ignore
      }
      const app = measured.API;
      const ratio = app.rps / ref.rps;
      recordFigure(
        'directory',
        `${label}: API p99 @${PACED_RATE}/s`,
        `${app.paced.p99} ms`,
        `≤ ${BUDGET_P99_MS} ms`,
        app.paced.p99 <= BUDGET_P99_MS,
      );
      recordFigure('directory', `${label}: API ×raw`, `${ratio.toFixed(2)}×`, `≥ ${BUDGET_RATIO}×`, ratio >= BUDGET_RATIO);
      if (app.paced.p99 > BUDGET_P99_MS)
        failures.push(`${label}: API p99 ${app.paced.p99} ms at ${PACED_RATE} req/s > ${BUDGET_P99_MS} ms`);
      if (ratio < BUDGET_RATIO) failures.push(`${label}: API throughput ${ratio.toFixed(2)}× the raw query's < ${BUDGET_RATIO}×`);
    }
    const head = ['case', 'total', 'server', 'max req/s', 'p50 ms', 'p99 ms', '×raw', `p50 @${PACED_RATE}/s`, `p99 @${PACED_RATE}/s`];
    console.log(
      `\nOnboarded suppliers directory, ${CONNECTIONS} connections × ${DURATION} s: flat out (max req/s and its latency), then paced at ${PACED_RATE} req/s.` +
        `\nBudgets for the API: ≥ ${BUDGET_RATIO}× the raw query's max req/s; p99 ≤ ${BUDGET_P99_MS} ms when paced.`,
    );
    printTable(head, rows, 3);
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
