import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow } from '../test/fixtures';
import { authorize, can } from '.';

describe('manpower policy', () => {
  const supplier = companyRow({ role: 'SUP' });
  const entry = { companyId: supplier.id };

  it('lets every account of the company read, MAIN and PROJ write', () => {
    for (const type of ['MAIN', 'PROJ', 'REQ'] as const) assert.equal(can(callerOf(supplier, type), 'read', { manpower: entry }), true);
    assert.equal(can(callerOf(supplier, 'MAIN'), 'write', { manpower: entry }), true);
    assert.equal(can(callerOf(supplier, 'PROJ'), 'write', { manpower: entry }), true);
  });

  it('refuses a REQ account writing, and any other company, with 403', () => {
    const refused = [
      [callerOf(supplier, 'REQ'), 'write'],
      [callerOf(companyRow({ role: 'SUP' })), 'read'],
      [callerOf(companyRow({ role: 'DEV' })), 'write'],
    ] as const;
    for (const [caller, action] of refused) {
      assert.throws(
        () => authorize(caller, action, { manpower: entry }),
        (e) => e instanceof AppError && e.reason === 'FORBIDDEN',
      );
    }
  });
});
