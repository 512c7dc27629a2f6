import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, apiPath, type NoticeSetting } from '@b2b/shared/contract';
import { users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import type { NoticeText } from './messages';
import { notifyCompany } from './service';

const info = (area: NoticeText['area'], title: string): NoticeText => ({
  area,
  title: { 'zh-CN': `${title}（中）`, 'en-US': title },
  content: { 'zh-CN': '内容', 'en-US': 'Content' },
  link: 'workstation/project/list',
});

describe('notice settings and mark all read', () => {
  let t: TestApp;
  let dev: string;
  let devproj: string;
  let sup: string;
  let devCompany: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
    devproj = (await loginAs(t.app, 'devproj@demo.test')).token;
    sup = (await loginAs(t.app, 'sup@demo.test')).token;
    const [row] = await t.app.ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, 'dev@demo.test'));
    devCompany = row.companyId;
  });
  after(() => t.close());

  const settings = (token: string) => call(t.app, 'GET', API.noticeSettings, { token });
  const save = (token: string, body: unknown, lang?: string) => call(t.app, 'PUT', API.noticeSettings, { token, body, lang });
  const unread = async (token: string) =>
    assertOk<{ ALL: number; SYSTEM: number; TODO: number }>(await call(t.app, 'GET', API.noticeCounts, { token }));
  const notify = (type: 'SYSTEM' | 'TODO', text: NoticeText) =>
    t.app.ctx.db.transaction((tx) => notifyCompany(t.app.ctx, tx, devCompany, type, text));
  const titles = async (token: string) =>
    assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token, lang: 'en_US' })).list.map((n: { title: string }) => n.title);

  it('answers every area with the defaults for an account that never chose', async () => {
    const list: NoticeSetting[] = assertOk(await settings(sup));
    assert.deepEqual(
      list.map((s) => s.area),
      ['ACCOUNT', 'MARKETPLACE', 'DELIVERY', 'MEMBERSHIP', 'CHAT'],
    );
    // CHAT is mail only, and mails nothing until asked (docs/chat.md, Mail for unread messages).
    assert.ok(list.every((s) => (s.area === 'CHAT' ? !s.inbox && !s.mail : s.inbox && !s.mail)));
  });

  it('saves the areas given and leaves the others; each account has its own', async () => {
    const saved: NoticeSetting[] = assertOk(await save(dev, { settings: [{ area: 'DELIVERY', inbox: false, mail: true }] }));
    assert.deepEqual(
      saved.find((s) => s.area === 'DELIVERY'),
      { area: 'DELIVERY', inbox: false, mail: true },
    );
    assert.ok(saved.filter((s) => s.area !== 'DELIVERY' && s.area !== 'CHAT').every((s) => s.inbox && !s.mail));
    assert.deepEqual(assertOk(await settings(dev)), saved);
    assert.ok((assertOk(await settings(devproj)) as NoticeSetting[]).every((s) => s.area === 'CHAT' || (s.inbox && !s.mail)));
  });

  it('mutes information of a muted area but never a to-do, and mails who asked for mail, once committed', async () => {
    const sent = t.mail.sent.length;
    await notify('SYSTEM', info('DELIVERY', 'Muted information'));
    await notify('TODO', info('DELIVERY', 'A to-do always arrives'));
    assert.ok(!(await titles(dev)).includes('Muted information'));
    assert.ok((await titles(dev)).includes('A to-do always arrives'));
    // The colleague kept the defaults: both in the message center, no mail.
    assert.ok((await titles(devproj)).includes('Muted information'));
    const mails = t.mail.sent.slice(sent);
    assert.deepEqual(
      mails.map((m) => m.to),
      ['dev@demo.test', 'dev@demo.test'],
    );
    assert.match(mails[0].subject, /Muted information/);
    assert.match(mails[0].text, /workstation\/project\/list/);
    assert.match(mails[0].text, /account\/notification\?view=settings/);
  });

  it('sends nothing when the transaction that told rolls back', async () => {
    const sent = t.mail.sent.length;
    await assert.rejects(
      t.app.ctx.db.transaction(async (tx) => {
        await notifyCompany(t.app.ctx, tx, devCompany, 'SYSTEM', info('DELIVERY', 'Rolled back'));
        throw new Error('rollback');
      }),
    );
    assert.equal(t.mail.sent.length, sent);
    assert.ok(!(await titles(devproj)).includes('Rolled back'));
  });

  it('refuses what cannot be: the account area out of the message center, an area twice, unknown fields', async () => {
    const before = assertOk(await settings(dev));
    const account = await save(dev, { settings: [{ area: 'ACCOUNT', inbox: false, mail: true }] }, 'en_US');
    assertError(account, 400, 'VALIDATION', ['/settings/0/inbox']);
    const zh = await save(dev, { settings: [{ area: 'ACCOUNT', inbox: false, mail: true }] }, 'zh_CN');
    assert.notEqual(account.body.msg, zh.body.msg);
    assertError(
      await save(dev, {
        settings: [
          { area: 'MARKETPLACE', inbox: true, mail: true },
          { area: 'MARKETPLACE', inbox: false, mail: false },
        ],
      }),
      400,
      'VALIDATION',
      ['/settings/1/area'],
    );
    assertError(await save(dev, { settings: [{ area: 'CHAT', inbox: true, mail: true }] }), 400, 'VALIDATION');
    assertError(await save(dev, { settings: [{ area: 'MARKETPLACE', inbox: 'yes', mail: true }] }), 400, 'VALIDATION');
    assertError(await save(dev, { settings: [{ area: 'MARKETPLACE', inbox: true, mail: true, userId: 'x' }] }), 400, 'VALIDATION');
    assertError(await save(dev, { settings: [] }), 400, 'VALIDATION');
    assertError(await save(dev, {}), 400, 'VALIDATION');
    assertError(await save('', { settings: [{ area: 'MARKETPLACE', inbox: true, mail: true }] }), 401, 'UNAUTHENTICATED');
    assert.deepEqual(assertOk(await settings(dev)), before);
  });

  it('marks all of one tab read, then every one, and only the caller own', async () => {
    await notify('SYSTEM', info('MARKETPLACE', 'Unread information'));
    await notify('TODO', info('MARKETPLACE', 'Unread to-do'));
    const start = await unread(dev);
    const colleague = await unread(devproj);
    assert.ok(start.SYSTEM > 0 && start.TODO > 0);
    const todo = assertOk(await call(t.app, 'PUT', API.noticeReadAll, { token: dev, body: { type: 'TODO' } }));
    assert.equal(todo.updated, start.TODO);
    assert.deepEqual(await unread(dev), { ALL: start.SYSTEM, SYSTEM: start.SYSTEM, TODO: 0 });
    const all = assertOk(await call(t.app, 'PUT', API.noticeReadAll, { token: dev, body: {} }));
    assert.equal(all.updated, start.SYSTEM);
    assert.deepEqual(await unread(dev), { ALL: 0, SYSTEM: 0, TODO: 0 });
    assert.equal(assertOk(await call(t.app, 'PUT', API.noticeReadAll, { token: dev, body: { type: 'ALL' } })).updated, 0);
    assert.deepEqual(await unread(devproj), colleague);
  });

  it('validates mark all read and needs a session', async () => {
    assertError(await call(t.app, 'PUT', API.noticeReadAll, { token: sup, body: { type: 'SPAM' } }), 400, 'VALIDATION', ['/type']);
    assertError(await call(t.app, 'PUT', API.noticeReadAll, { token: sup, body: { type: 'TODO', userId: 'x' } }), 400, 'VALIDATION');
    assertError(await call(t.app, 'PUT', API.noticeReadAll, { body: {} }), 401, 'UNAUTHENTICATED');
    // The single-notice path is not shadowed by the new one.
    assertError(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: 'readAll' }), { token: sup }), 400, 'VALIDATION', ['/id']);
  });
});
