import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { ResponseRow } from '../db/rows';
import { AppError } from '../lib/errors';
import { callerOf, companyRow } from '../test/fixtures';
import { authorize, can } from '.';

const T0 = new Date('2025-06-01T02:00:00Z');

describe('response policy', () => {
  const partyA = companyRow({ role: 'DEV' });
  const supplier = companyRow({ role: 'SUP' });
  const row: ResponseRow = {
    id: randomUUID(),
    demandId: randomUUID(),
    companyId: supplier.id,
    createdBy: null,
    price: 1,
    timelineDays: 1,
    proposal: 'x',
    attachmentIds: [],
    manpowerIds: [],
    revision: 1,
    status: 'ACTIVE',
    decision: null,
    submittedAt: T0,
    updatedAt: T0,
  };
  const response = { row, demand: { companyId: partyA.id } };

  it('lets the supplier read and act, party A read and evaluate', () => {
    for (const type of ['MAIN', 'PROJ', 'REQ'] as const) {
      assert.equal(can(callerOf(supplier, type), 'read', { response }), true);
      assert.equal(can(callerOf(supplier, type), 'act', { response }), true);
      assert.equal(can(callerOf(supplier, type), 'evaluate', { response }), false);
    }
    for (const type of ['MAIN', 'PROJ'] as const) {
      assert.equal(can(callerOf(partyA, type), 'read', { response }), true);
      assert.equal(can(callerOf(partyA, type), 'evaluate', { response }), true);
      assert.equal(can(callerOf(partyA, type), 'act', { response }), false);
    }
  });

  it('answers 404 to another supplier, another DEV company and staff', () => {
    const others = [companyRow({ role: 'SUP' }), companyRow({ role: 'DEV' }), companyRow({ role: 'CUSTOMER' })].map((c) => callerOf(c));
    for (const caller of others) {
      for (const action of ['read', 'act', 'evaluate'] as const) {
        assert.throws(
          () => authorize(caller, action, { response }),
          (e) => e instanceof AppError && e.reason === 'NOT_FOUND',
        );
      }
    }
  });
});
