import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow, noticeRow } from '../test/fixtures';
import { authorize, can } from '.';

describe('notice policy', () => {
  const company = companyRow({ role: 'DEV' });
  const main = callerOf(company);
  const colleague = callerOf(company, 'PROJ');
  const staff = callerOf(companyRow({ role: 'CUSTOMER' }));
  const notice = noticeRow(main.user.id);

  it('lets the recipient read it and mark it read', () => {
    assert.equal(can(main, 'read', { notice }), true);
    assert.doesNotThrow(() => authorize(main, 'markRead', { notice }));
  });

  it('answers 404 to anyone else, a colleague or staff included', () => {
    for (const caller of [colleague, staff]) {
      for (const action of ['read', 'markRead'] as const) {
        assert.equal(can(caller, action, { notice }), false);
        assert.throws(
          () => authorize(caller, action, { notice }),
          (e) => e instanceof AppError && e.reason === 'NOT_FOUND',
        );
      }
    }
  });
});
