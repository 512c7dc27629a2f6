import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { outbox } from '../../db/schema';
import { deliverCommitted, MASKED_SECRET } from '../../mail/outbox';
import {
  assertOk,
  call,
  createTestApp,
  lastCode,
  lastOutboxRow,
  sendCode,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from '../../test/helpers';

describe('outbox and logs (no code in clear outside demo mode, delivered rows purged, PII masked)', () => {
  let t: TestApp;
  const lines: string[] = [];

  before(async () => {
    t = await createTestApp({
      seed: true,
      config: { logLevel: 'info', demo: false },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  after(() => t.close());

  it('attack: reading the outbox table does not give a mail code; the delivered row is gone', async () => {
    const email = uniqueEmail();
    const code = await sendCode(t.app, email, 'register');
    assert.match(code, /^\d{6}$/);
    assert.equal(await lastOutboxRow(t.app, email), undefined, 'a delivered row is deleted');
  });

  it('attack: an SMS without a provider stays in the outbox, with the code masked', async () => {
    const transport = t.mail;
    const sms = transport.sms;
    transport.sms = undefined;
    try {
      const phone = uniquePhone();
      assertOk(await call(t.app, 'POST', API.sendSmsCode, { body: { phone, purpose: 'register' } }));
      const row = (await lastOutboxRow(t.app, phone))!;
      assert.ok(row.body.includes(MASKED_SECRET), row.body);
      assert.doesNotMatch(row.body, /\d{6}/);
    } finally {
      transport.sms = sms;
    }
  });

  it('a message about a committed change that cannot be recorded is logged as what it is, never thrown', async () => {
    const down = () => {
      throw new Error('outbox unavailable');
    };
    const broken = { ...t.app.ctx, db: { delete: down, insert: down } } as unknown as typeof t.app.ctx;
    const email = uniqueEmail();
    await deliverCommitted(broken, { channel: 'mail', target: email, subject: 'Invitation', body: 'Join us' }, 'invitation mail');
    assert.ok(lines.some((line) => line.includes('invitation mail not recorded') && line.includes('outbox unavailable')));
    assert.equal(await lastOutboxRow(t.app, email), undefined);
  });

  it('purges rows older than OUTBOX_RETENTION_HOURS on the next send', async () => {
    await t.app.ctx.db.insert(outbox).values({ channel: 'sms', target: '13900000000', subject: '', body: 'old', createdAt: t.clock.now() });
    t.clock.advance(t.config.outboxRetentionHours * 3_600_000 + 1);
    await sendCode(t.app, uniqueEmail(), 'register');
    assert.equal(await lastOutboxRow(t.app, '13900000000'), undefined);
  });

  it('attack: log lines carry no code, no full email and no full phone number', async () => {
    lines.length = 0;
    const email = uniqueEmail('li.lei');
    const phone = uniquePhone();
    const mailCode = await sendCode(t.app, email, 'register');
    const smsCode = await sendCode(t.app, phone, 'register');
    await call(t.app, 'GET', `/api/demo/outbox/latest?target=${encodeURIComponent(email)}`);
    const log = lines.join('');
    assert.ok(log.includes('outbox message'), 'the sends were logged');
    assert.ok(!log.includes(email), 'no full email');
    assert.ok(log.includes(`l***@example.com`), 'the masked email');
    assert.ok(!log.includes(phone), 'no full phone');
    assert.ok(log.includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`), 'the masked phone');
    assert.ok(!log.includes(mailCode) && !log.includes(smsCode), 'no code');
  });

  it('demo mode keeps the code in the outbox (for the demo outbox)', async () => {
    const demo = await createTestApp({ config: { demo: true } });
    try {
      const email = uniqueEmail();
      const code = await sendCode(demo.app, email, 'register');
      assert.ok((await lastOutboxRow(demo.app, email))!.body.includes(code));
      assert.equal(await lastCode(demo.app, email), code);
    } finally {
      await demo.close();
    }
  });
});
