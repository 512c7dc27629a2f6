import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../test/helpers';
import type { Db } from './client';
import { companies, notices, users } from './schema';
import { companyScope, userScope } from './scoped';

const forbidden = (error: unknown) => error instanceof AppError && error.reason === 'FORBIDDEN';

describe('companyScope and userScope', () => {
  let t: TestApp;
  let db: Db;
  /** Galaxy (dev@, devproj@) looks at Sail's rows (sup@, supreq@). */
  let galaxy: string;
  let sail: string;
  let supId: string;
  let devId: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    db = t.app.ctx.db;
    const user = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
    const dev = await user('dev@demo.test');
    const sup = await user('sup@demo.test');
    [galaxy, sail, devId, supId] = [dev.companyId, sup.companyId, dev.id, sup.id];
  });
  after(() => t.close());

  it("reads only the owner's rows, whatever the condition asks for", async () => {
    const own = companyScope(db, galaxy);
    assert.deepEqual((await own.select(users).where()).map((u) => u.email).sort(), ['dev@demo.test', 'devproj@demo.test']);
    assert.deepEqual(await own.select(users).where(eq(users.id, supId)), []);
    assert.deepEqual(await own.select(companies).where(eq(companies.id, sail)), []);
    assert.equal((await own.select(companies).where())[0].id, galaxy);
    assert.deepEqual(await own.pick(users, { id: users.id }).where(eq(users.email, 'sup@demo.test')), []);
  });

  it('updates and deletes nothing of another owner', async () => {
    const own = companyScope(db, galaxy);
    assert.deepEqual(await own.update(users).set({ nickname: 'taken over' }).where(eq(users.id, supId)).returning(), []);
    assert.deepEqual(await own.update(companies).set({ memberLevel: 'SVIP' }).where(eq(companies.id, sail)).returning(), []);
    assert.deepEqual(await own.delete(users).where(eq(users.id, supId)).returning(), []);
    const [sup] = await db.select().from(users).where(eq(users.id, supId));
    assert.equal(sup.nickname, '云帆管理员');
    assert.equal((await db.select().from(companies).where(eq(companies.id, sail)))[0].memberLevel, 'VIP');
  });

  it('refuses to move a row to another owner', () => {
    assert.throws(() => companyScope(db, galaxy).update(users).set({ companyId: sail }), forbidden);
    assert.throws(() => companyScope(db, galaxy).update(companies).set({ id: sail }), forbidden);
    assert.throws(() => userScope(db, devId).update(notices).set({ userId: supId }), forbidden);
  });

  it("fills in the owner on insert and refuses another owner's id", async () => {
    const row = { type: 'PROJ' as const, nickname: 'Scoped', passwordHash: 'x', createdAt: t.clock.now(), updatedAt: t.clock.now() };
    assert.throws(
      () =>
        companyScope(db, galaxy)
          .insert(users)
          .values({ ...row, email: 'a@scope.test', companyId: sail }),
      forbidden,
    );
    assert.throws(
      () =>
        companyScope(db, galaxy)
          .insert(users)
          .values([row, { ...row, companyId: sail }]),
      forbidden,
    );
    const [inserted] = await companyScope(db, galaxy)
      .insert(users)
      .values({ ...row, email: 'b@scope.test' })
      .returning();
    assert.equal(inserted.companyId, galaxy);
    assert.equal((await db.select().from(users).where(eq(users.email, 'a@scope.test'))).length, 0);
  });

  it("keeps one account's notices from another account of the same company", async () => {
    const devproj = (await db.select().from(users).where(eq(users.email, 'devproj@demo.test')))[0].id;
    const [theirs] = await userScope(db, devproj).select(notices).where();
    const own = userScope(db, devId);
    assert.deepEqual(await own.select(notices).where(eq(notices.id, theirs.id)), []);
    assert.deepEqual(await own.update(notices).set({ read: true }).where(eq(notices.id, theirs.id)).returning(), []);
    assert.ok((await own.select(notices).where()).every((n) => n.userId === devId));
  });

  it('gives its condition to queries it does not build, such as joins', async () => {
    const own = companyScope(db, galaxy);
    const rows = await db
      .select({ email: users.email, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(own.where(users));
    assert.ok(rows.some((r) => r.email === 'dev@demo.test'));
    assert.deepEqual([...new Set(rows.map((r) => r.company))], ['星河科技']);
  });
});
