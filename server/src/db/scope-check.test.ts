import assert from 'node:assert/strict';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { companyOwnedTables, findUnscoped, serverCompilerOptions, type Finding } from './scope-check';

const SERVER = path.resolve(__dirname, '../..');
const SRC = path.join(SERVER, 'src');

/** Not checked: the scopes themselves, and code that runs outside any request (seed data, tests and their helpers). */
const NOT_CHECKED = [
  /^db\/scoped\.ts$/,
  /^db\/scoped-statements\.ts$/,
  /^db\/participants\.ts$/,
  /^seed\//,
  /^test\//,
  /test-support\.ts$/,
  /\.test\.ts$/,
];

/**
 * Direct statements the check accepts, `file: statement` with the reason. Keep it short: a new
 * statement goes through a scope or acrossCompanies('why') instead.
 */
const ALLOWED: Record<string, string> = {
  // Resolving a bearer token: no caller exists yet; the token's hash is the only condition.
  'db/callers.ts: from(sessions)': 'a token is resolved before anyone is known',
  'db/callers.ts: innerJoin(users)': 'the account of that token',
  'db/callers.ts: innerJoin(companies)': 'the company of that account',
  'db/callers.ts: update(sessions)': "moving that token's idle deadline",
  // Sign-out: the session its own token resolved to (request.caller.session), by id.
  'modules/auth/sessions.ts: update(sessions)': "the caller's own session",
};

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !NOT_CHECKED.some((pattern) => pattern.test(file)))
    .map((file) => path.join(SRC, file));

const describeFinding = (f: Finding) => `${path.relative(SRC, f.file).split(path.sep).join('/')}: ${f.text}`;
const where = (f: Finding) => `${path.relative(SERVER, f.file)}:${f.line} ${f.text}`;

/** A deliberately unscoped module, checked beside the real ones: the check must catch it. */
const FIXTURE = [
  "import { eq, sql } from 'drizzle-orm';",
  "import type { Tx } from './client';",
  "import { companies, companyTypes, demandResponses, demands, notices, users } from './schema';",
  "import { acrossCompanies, companyScope } from './scoped';",
  "import { participantScope } from './participants';",
  'export async function leaky(tx: Tx, id: string) {',
  '  await tx.select().from(demands).where(eq(demands.id, id));',
  "  await tx.update(users).set({ nickname: 'x' }).where(eq(users.id, id));",
  '  const db = tx;',
  '  await db.select({ id: companyTypes.id }).from(companyTypes).innerJoin(companies, eq(companies.id, id));',
  '  await db.delete(notices);',
  '  await companyScope(tx, id).select(demands).where();',
  '  await participantScope(tx, { companyId: id }).select(demandResponses).where();',
  "  const across = acrossCompanies(tx, 'a test of the check');",
  '  await across.select().from(demands).innerJoin(users, eq(users.id, id));',
  "  await acrossCompanies(tx, '').select().from(demands);",
  '  await tx.query.demandResponses.findMany();',
  "  await acrossCompanies(tx, 'a relational query').query.demands.findFirst();",
  '  await tx.execute(sql`select * from demands d join "notices" n on n.user_id = d.id where d.id = ${id}`);',
  "  await acrossCompanies(tx, 'the members condition written out').execute(sql`update chat_members set hidden = false`);",
  '  await tx.execute(sql`select pg_advisory_xact_lock(1)`);',
  '}',
].join('\n');

describe('the scope check', () => {
  const owned = companyOwnedTables();
  const fixture = path.join(SRC, 'db', `.scope-check-fixture-${process.pid}.ts`);
  let findings: Finding[] = [];
  before(() => {
    const files = sourceFiles();
    writeFileSync(fixture, FIXTURE);
    try {
      findings = findUnscoped([...files, fixture], owned, serverCompilerOptions(SERVER));
    } finally {
      rmSync(fixture, { force: true });
    }
  });

  it('takes the company-owned tables from the schema', () => {
    for (const table of ['companies', 'users', 'sessions', 'demands', 'demand_responses', 'files', 'notices', 'collections', 'manpower']) {
      assert.ok(owned.has(table), table);
    }
    for (const table of ['company_types', 'visits', 'outbox', 'throttle_counters']) assert.ok(!owned.has(table), table);
  });

  it('finds no company-owned table reached outside a scope or acrossCompanies', () => {
    const real = findings.filter((f) => f.file !== fixture);
    const unexpected = real.filter((f) => !(describeFinding(f) in ALLOWED)).map(where);
    assert.deepEqual(unexpected, [], `reach these tables through a scope or acrossCompanies('why'):\n${unexpected.join('\n')}`);
    const used = new Set(real.map(describeFinding));
    assert.deepEqual(
      Object.keys(ALLOWED).filter((entry) => !used.has(entry)),
      [],
      'allow-list entries no longer needed',
    );
  });

  it('catches a deliberately unscoped query, and accepts the scoped and escaped ones beside it', () => {
    const found = findings.filter((f) => f.file === fixture).map((f) => `${f.line} ${f.text}`);
    assert.deepEqual(found, [
      '7 from(demands)',
      '8 update(users)',
      '10 innerJoin(companies)',
      '11 delete(notices)',
      '16 acrossCompanies without a literal reason',
      '17 query.demandResponses',
      '19 execute(sql: demands)',
      '19 execute(sql: notices)',
    ]);
  });
});
