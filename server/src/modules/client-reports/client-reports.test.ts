import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLIENT_REPORTS_API, METRICS_PATH } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';

const metrics = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: METRICS_PATH })).body;
const report = (t: TestApp, body: unknown, options: { lang?: string; ip?: string } = {}) =>
  call(t.app, 'POST', CLIENT_REPORTS_API.reports, { body, ...options });

describe('browser reports: remote load failures and web vitals, counted in the metrics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('counts a batch from a visitor: failures by remote, vitals in seconds (CLS as a score)', async () => {
    const reply = await report(t, {
      reports: [
        { kind: 'remote-failure', remote: 'chat' },
        { kind: 'remote-failure', remote: 'chat' },
        { kind: 'web-vital', name: 'LCP', value: 1200 },
        { kind: 'web-vital', name: 'CLS', value: 0.03 },
      ],
    });
    assertOk(reply);
    assert.equal(reply.body.data.counted, 4);
    const text = await metrics(t);
    assert.match(text, /^client_remote_failures_total\{remote="chat"\} 2$/m);
    assert.match(text, /^client_web_vital_seconds_bucket\{le="1\.5",name="LCP"\} 1$/m);
    assert.match(text, /^client_web_vital_seconds_bucket\{le="1",name="LCP"\} 0$/m);
    assert.match(text, /^client_cumulative_layout_shift_bucket\{le="0\.05"\} 1$/m);
  });

  it('attack: refuses a remote that does not exist, a vital it does not know, a huge batch and extra fields, counting nothing', async () => {
    const bad = [
      [
        {
          reports: [
            { kind: 'web-vital', name: 'LCP', value: 10 },
            { kind: 'remote-failure', remote: 'evil"} 1\nx' },
          ],
        },
        '/reports/1/remote',
      ],
      [{ reports: [{ kind: 'web-vital', name: 'FID', value: 10 }] }, undefined],
      [{ reports: [{ kind: 'web-vital', name: 'LCP', value: -1 }] }, undefined],
      [{ reports: Array.from({ length: 21 }, () => ({ kind: 'remote-failure', remote: 'auth' })) }, undefined],
      [{ reports: [{ kind: 'remote-failure', remote: 'auth', user: 'x' }] }, undefined],
      [{ reports: [] }, undefined],
    ] as const;
    for (const [body, field] of bad) {
      const reply = await report(t, body, { lang: 'en-US' });
      assertError(reply, 400, 'VALIDATION', field ? [field] : undefined);
      assert.equal(reply.body.msg, 'Some information is invalid');
    }
    const raw = await call(t.app, 'POST', CLIENT_REPORTS_API.reports, {
      raw: '{"reports":',
      headers: { 'content-type': 'application/json' },
    });
    assertError(raw, 400, 'VALIDATION');
    const after = await metrics(t);
    assert.doesNotMatch(after, /remote="(evil|auth)/);
    assert.match(after, /^client_web_vital_seconds_count\{name="LCP"\} 1$/m, 'the refused batch counted nothing');
  });

  it('is limited per address', async () => {
    const limited = await createTestApp({ config: { rateLimit: { ...t.config.rateLimit, reportPerIpPerMinute: 2 } } });
    try {
      const body = { reports: [{ kind: 'web-vital', name: 'TTFB', value: 80 }] };
      assertOk(await report(limited, body, { ip: '10.1.2.3' }));
      assertOk(await report(limited, body, { ip: '10.1.2.3' }));
      assertError(await report(limited, body, { ip: '10.1.2.3' }), 429, 'RATE_LIMITED');
      assertOk(await report(limited, body, { ip: '10.1.2.4' }));
    } finally {
      await limited.close();
    }
  });
});
