import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, apiPath, CHAT_API, DIRECTORY_API, MANPOWER_API, type CompanyCard, type Paged } from '@b2b/shared/contract';
import { chatMembers, companies, users } from '../../db/schema';
import { DIRECTORY_SUPPLIERS } from '../../seed/directory';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { textBody } from '../chat/test-support';
import { companyOf, DAY, newCompany, tokenOf } from '../../test/marketplace';

const CARD_KEYS = [
  'badges',
  'cityCode',
  'cityName',
  'companyTypeId',
  'companyTypeName',
  'followed',
  'hasWindow',
  'headcount',
  'id',
  'logoUrl',
  'memberLevel',
  'name',
  'nameEn',
  'promoted',
  'provinceCode',
  'provinceName',
  'rating',
  'role',
  'size',
].sort();

describe('the onboarded suppliers directory', () => {
  let t: TestApp;
  let dev: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const list = (query = '', token = dev, lang?: string) =>
    call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?pageSize=100${query}`, { token, lang });
  const userOf = async (email: string) => (await t.app.ctx.db.select().from(users).where(eq(users.email, email)))[0];
  const names = (page: Paged<CompanyCard>) => page.list.map((card) => card.nameEn);

  it('lists only approved suppliers, promoted ones first, then the most recently approved, public fields only', async () => {
    const page = assertOk(await list());
    const approved = await t.app.ctx.db
      .select({ id: companies.id, role: companies.role, status: companies.approvalStatus })
      .from(companies);
    const expected = approved.filter((c) => c.role === 'SUP' && c.status === 'APPROVED').map((c) => c.id);
    assert.deepEqual(page.list.map((card) => card.id).sort(), expected.sort());
    assert.equal(page.total, expected.length);
    assert.ok(page.total >= DIRECTORY_SUPPLIERS.length + 2);
    assert.ok(!names(page).includes('Fresh Data') && !names(page).includes('Rejected Sample') && !names(page).includes('Galaxy Tech'));
    const firstOrdinary = page.list.findIndex((card) => !card.promoted);
    assert.ok(firstOrdinary > 0 && page.list.slice(firstOrdinary).every((card) => !card.promoted), 'promoted first');
    assert.ok(page.list.filter((c) => c.promoted).every((c) => c.memberLevel !== 'ORDINARY'));
    // Within the ordinary ones, the most recently approved first: the seed approved them a day apart, in list order.
    const ordinary = DIRECTORY_SUPPLIERS.filter((s) => s.level === 'ORDINARY').map((s) => s.nameEn);
    assert.deepEqual(
      names(page).filter((n) => ordinary.includes(n!)),
      [...ordinary].reverse(),
    );
    for (const card of page.list) assert.deepEqual(Object.keys(card).sort(), CARD_KEYS);
    const aurora = page.list.find((card) => card.nameEn === 'Aurora Mobile')!;
    assert.deepEqual(
      [aurora.companyTypeId, aurora.provinceCode, aurora.cityCode, aurora.size, aurora.headcount, aurora.memberLevel, aurora.followed],
      ['software', '11', '1101', '101-500', 12, 'SVIP', true],
    );
    assert.deepEqual([aurora.companyTypeName, aurora.provinceName], ['软件开发', '北京市']);
    const english = assertOk(await list('&keyword=Suzhou', dev, 'en_US')).list[0];
    assert.deepEqual([english.companyTypeName, english.provinceName, english.cityName], ['Software development', 'Jiangsu', 'Suzhou']);
  });

  it("pages a keyword's matches in the directory's order, with their total on every page", async () => {
    const all = assertOk(await list()).list;
    const matching = all.filter((card) => `${card.name}\n${card.nameEn ?? ''}`.toLowerCase().includes('o')).map((card) => card.id);
    assert.ok(matching.length > 6);
    const every = assertOk(await list('&keyword=O'));
    assert.deepEqual([every.list.map((card) => card.id), every.total], [matching, matching.length]);
    const page = async (n: number) =>
      assertOk(await call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?keyword=o&page=${n}&pageSize=3`, { token: dev }));
    const second = await page(2);
    assert.deepEqual([second.list.map((card) => card.id), second.total], [matching.slice(3, 6), matching.length]);
    const beyond = await page(99);
    assert.deepEqual([beyond.list, beyond.total], [[], matching.length]);
  });

  it('filters by keyword (either name, any case), type, region, capacity and follows, and pages', async () => {
    assert.deepEqual(names(assertOk(await list(`&keyword=${encodeURIComponent('极光')}`))), ['Aurora Mobile']);
    assert.deepEqual(names(assertOk(await list('&keyword=AURORA'))), ['Aurora Mobile']);
    assert.deepEqual(names(assertOk(await list('&keyword=%25'))), []);
    assert.deepEqual(names(assertOk(await list('&companyTypeId=design'))).sort(), ['Green Grain Design', 'Inkstyle Creative']);
    const guangdong = assertOk(await list('&provinceCode=44'));
    assert.ok(guangdong.list.every((card) => card.provinceCode === '44'));
    assert.ok(names(guangdong).includes('Blue Whale IT') && guangdong.total === 4, JSON.stringify(names(guangdong)));
    assert.deepEqual(names(assertOk(await list('&provinceCode=44&cityCode=4403'))).sort(), [
      'Jincheng Logistics Software',
      'Pengcheng Interactive',
    ]);
    const big = assertOk(await list('&minHeadcount=12'));
    assert.ok(big.list.every((card) => card.headcount >= 12));
    assert.deepEqual(names(big).sort(), ['Aurora Mobile', 'Haichuan Data Services', 'Huijin FinTech', 'Star IT Outsourcing']);
    assert.deepEqual(names(assertOk(await list('&followed=true'))).sort(), ['Aurora Mobile', 'Haichuan Data Services']);
    const others = assertOk(await list('&followed=false'));
    assert.ok(others.list.every((card) => !card.followed) && others.total === assertOk(await list()).total - 2);
    assert.deepEqual(names(assertOk(await list('&companyTypeId=software&provinceCode=32'))), ['Suzhou Microcode']);
    const all = assertOk(await list());
    const second = assertOk(await call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?page=2&pageSize=5`, { token: dev }));
    assert.deepEqual(
      second.list.map((c) => c.id),
      all.list.slice(5, 10).map((c) => c.id),
    );
    assert.equal(second.total, all.total);
    const beyond = assertOk(await call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?page=50&pageSize=5`, { token: dev }));
    assert.deepEqual([beyond.list.length, beyond.total], [0, all.total]);
  });

  it('follows the data: a lapsed membership is not promoted, a newly approved supplier leads the rest, manpower is its capacity', async () => {
    const jincheng = assertOk(await list('&keyword=Jincheng')).list[0];
    await t.app.ctx.db
      .update(companies)
      .set({ memberExpires: new Date(t.clock.now().getTime() - DAY) })
      .where(eq(companies.id, jincheng.id));
    const lapsed = assertOk(await list('&keyword=Jincheng')).list[0];
    assert.deepEqual([lapsed.promoted, lapsed.memberLevel], [false, 'ORDINARY']);
    // Staff approve the supplier waiting for review: it joins the directory, first of the ordinary ones.
    const waiting = await companyOf(t, 'newsup@demo.test');
    assert.ok(!assertOk(await list()).list.some((card) => card.id === waiting));
    t.clock.advance(DAY);
    const review = apiPath(API.reviewCompany, { companyId: waiting });
    assertOk(await call(t.app, 'PUT', review, { token: await tokenOf(t, 'service@demo.test'), body: { decision: 'APPROVE' } }));
    assert.equal(assertOk(await list()).list.filter((card) => !card.promoted)[0].id, waiting);
    t.clock.advance(60_000);
    const fresh = await newCompany(t, 'SUP', { paying: false });
    const ordinary = assertOk(await list()).list.filter((card) => !card.promoted);
    assert.deepEqual([ordinary[0].id, ordinary[1].id], [fresh.companyId, waiting]);
    const person = { name: '张三', title: '前端工程师', skills: ['React'], level: 'SENIOR', dayRate: 1500, availability: 'AVAILABLE' };
    const { token: supToken, companyId: staffedId } = await newCompany(t, 'SUP');
    for (let i = 0; i < 2; i++) assertOk(await call(t.app, 'POST', MANPOWER_API.list, { token: supToken, body: person }));
    const staffed = async (query: string) => assertOk(await list(query)).list.find((card) => card.id === staffedId);
    assert.equal((await staffed('&minHeadcount=2'))?.headcount, 2);
    assert.equal(await staffed('&minHeadcount=3'), undefined);
    const [entry] = assertOk(await call(t.app, 'GET', MANPOWER_API.list, { token: supToken })).list;
    assertOk(await call(t.app, 'DELETE', MANPOWER_API.item.replace(':id', entry.id), { token: supToken }));
    assert.equal(await staffed('&minHeadcount=2'), undefined);
    assert.equal((await staffed('&minHeadcount=1'))?.headcount, 1);
  });

  it('opens one direct conversation with a listed supplier from its card, and none with anyone else', async () => {
    const aurora = assertOk(await list('&keyword=Aurora')).list[0];
    const chat = (id: string, token = dev) => call(t.app, 'POST', apiPath(DIRECTORY_API.chat, { id }), { token });
    const { conversationId } = assertOk(await chat(aurora.id));
    assert.equal(assertOk(await chat(aurora.id)).conversationId, conversationId);
    const members = await t.app.ctx.db.select().from(chatMembers).where(eq(chatMembers.conversationId, conversationId));
    const [contact] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'directory01@demo.test'));
    assert.deepEqual(members.map((m) => m.userId).sort(), [contact.id, (await userOf('dev@demo.test')).id].sort());
    // Both may write in it, without a friendship: the directory links them, as a response does.
    const contactToken = await tokenOf(t, 'directory01@demo.test');
    assertOk(await call(t.app, 'POST', CHAT_API.send, { token: dev, body: textBody(conversationId, '您好，想了解贵司的移动开发团队') }));
    assertOk(await call(t.app, 'POST', CHAT_API.send, { token: contactToken, body: textBody(conversationId, '您好，我们有 12 人团队') }));
    // The link lasts while party A may use the directory: once its membership lapses, the supplier's reply is refused.
    const galaxy = await companyOf(t, 'dev@demo.test');
    const [{ memberExpires }] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, galaxy));
    await t.app.ctx.db.update(companies).set({ memberExpires: t.clock.now() }).where(eq(companies.id, galaxy));
    const reply = await call(t.app, 'POST', CHAT_API.send, { token: contactToken, body: textBody(conversationId, '还在吗？') });
    assertError(reply, 403, 'CHAT_NOT_FRIENDS');
    await t.app.ctx.db.update(companies).set({ memberExpires }).where(eq(companies.id, galaxy));
    const before = (await t.app.ctx.db.select().from(chatMembers)).length;
    assertError(await chat(await companyOf(t, 'rejected@demo.test')), 404, 'NOT_FOUND');
    // Listed, but without a membership its main account may not chat: said so, nothing opened.
    const unpaid = assertOk(await list('&keyword=Green%20Grain')).list[0];
    assertError(await chat(unpaid.id), 409, 'CHAT_PEER_UNAVAILABLE');
    assertError(await chat(await companyOf(t, 'ordinary@demo.test')), 404, 'NOT_FOUND');
    assertError(await chat(randomUUID()), 404, 'NOT_FOUND');
    assertError(await chat('x'), 400, 'VALIDATION');
    assertError(await chat(aurora.id, await tokenOf(t, 'sup@demo.test')), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', apiPath(DIRECTORY_API.chat, { id: aurora.id })), 401, 'UNAUTHENTICATED');
    assert.equal((await t.app.ctx.db.select().from(chatMembers)).length, before);
  });

  it("keeps each company's follow marks its own", async () => {
    const other = await newCompany(t, 'DEV');
    const page = assertOk(await list('', other.token));
    assert.ok(page.list.every((card) => !card.followed));
    assert.equal(assertOk(await list('&followed=true', other.token)).total, 0);
  });

  it('refuses whoever the onboarded-sup rule leaves out, and bad queries, in the caller language', async () => {
    assertError(await list('', await tokenOf(t, 'sup@demo.test')), 403, 'FORBIDDEN');
    assertError(await list('', await tokenOf(t, 'ordinary@demo.test')), 403, 'FORBIDDEN');
    assertError(await list('', await tokenOf(t, 'service@demo.test')), 403, 'FORBIDDEN');
    assertOk(await list('', await tokenOf(t, 'devproj@demo.test')));
    // A REQ sub-account of the same (SVIP) company: the rule admits MAIN and PROJ only.
    const [main] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'dev@demo.test'));
    const now = t.clock.now();
    await t.app.ctx.db.insert(users).values({
      companyId: main.companyId,
      type: 'REQ',
      nickname: '星河需求专员',
      email: 'devreq@demo.test',
      passwordHash: main.passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    assertError(await list('', await tokenOf(t, 'devreq@demo.test')), 403, 'FORBIDDEN');
    const visitor = await call(t.app, 'GET', DIRECTORY_API.suppliers, { lang: 'en_US' });
    assertError(visitor, 401, 'UNAUTHENTICATED');
    assert.equal(visitor.body.msg, 'Please sign in');
    const bad = await list('&provinceCode=abc&minHeadcount=0', dev, 'en_US');
    assertError(bad, 400, 'VALIDATION', ['/provinceCode', '/minHeadcount']);
    assert.equal(bad.body.msg, 'Some information is invalid');
    assertError(await list('&sort=name'), 400, 'VALIDATION');
    const zh = await list('&followed=maybe', dev, 'zh_CN');
    assertError(zh, 400, 'VALIDATION', ['/followed']);
    assert.equal(zh.body.msg, '提交的信息有误');
  });
});
