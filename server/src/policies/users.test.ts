import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow } from '../test/fixtures';
import { authorize, can } from '.';

describe('user policy', () => {
  const company = companyRow({ role: 'SUP' });
  const main = callerOf(company);
  const sub = callerOf(company, 'REQ');
  const staff = callerOf(companyRow({ role: 'CUSTOMER' }));
  const actions = ['changePassword', 'changeEmail', 'changePhone'] as const;

  it('lets every account change its own credentials', () => {
    for (const caller of [main, sub, staff]) {
      for (const action of actions) assert.equal(can(caller, action, { user: caller.user }), true);
    }
  });

  it("refuses another account's, even to its company's MAIN account or to staff", () => {
    for (const caller of [main, staff]) {
      for (const action of actions) {
        assert.throws(
          () => authorize(caller, action, { user: sub.user }),
          (e) => e instanceof AppError && e.reason === 'FORBIDDEN',
        );
      }
    }
  });

  it('takes exactly one entity per subject', () => {
    const subject = { user: main.user, company } as never;
    assert.throws(() => can(main, 'changeEmail', subject), /exactly one entity/);
  });
});
