import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow } from '../test/fixtures';
import { authorize, can } from '.';

describe('project policy', () => {
  const partyA = companyRow({ role: 'DEV' });
  const supplier = companyRow({ role: 'SUP' });
  const staff = companyRow({ role: 'CUSTOMER' });
  const project = { companyId: partyA.id, supplierId: supplier.id };

  it('party A plans, the supplier works, either side acts; every account of both reads', () => {
    for (const type of ['MAIN', 'PROJ', 'REQ'] as const) {
      assert.equal(can(callerOf(partyA, type), 'read', { project }), true);
      assert.equal(can(callerOf(supplier, type), 'read', { project }), true);
    }
    for (const type of ['MAIN', 'PROJ'] as const) {
      assert.equal(can(callerOf(partyA, type), 'plan', { project }), true);
      assert.equal(can(callerOf(partyA, type), 'work', { project }), false);
      assert.equal(can(callerOf(supplier, type), 'work', { project }), true);
      assert.equal(can(callerOf(supplier, type), 'plan', { project }), false);
      assert.equal(can(callerOf(partyA, type), 'act', { project }), true);
      assert.equal(can(callerOf(supplier, type), 'act', { project }), true);
    }
  });

  it('REQ accounts of either side change nothing', () => {
    for (const company of [partyA, supplier])
      for (const action of ['plan', 'work', 'act', 'resolve'] as const)
        assert.equal(can(callerOf(company, 'REQ'), action, { project }), false);
  });

  it('staff read and resolve only a project that had a dispute', () => {
    assert.equal(can(callerOf(staff), 'read', { project }), false);
    assert.equal(can(callerOf(staff), 'resolve', { project }), false);
    assert.equal(can(callerOf(staff), 'read', { project: { ...project, disputed: true } }), true);
    assert.equal(can(callerOf(staff), 'resolve', { project: { ...project, disputed: true } }), true);
    assert.equal(can(callerOf(staff), 'act', { project: { ...project, disputed: true } }), false);
  });

  it('another company, whatever its role, hears 404', () => {
    for (const other of [companyRow({ role: 'DEV' }), companyRow({ role: 'SUP' })])
      for (const action of ['read', 'plan', 'work', 'act'] as const)
        assert.throws(
          () => authorize(callerOf(other), action, { project }),
          (e) => e instanceof AppError && e.reason === 'NOT_FOUND',
        );
  });
});
