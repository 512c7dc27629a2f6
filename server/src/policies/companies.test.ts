import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow } from '../test/fixtures';
import { authorize, can } from '.';

const forbidden = (error: unknown) => error instanceof AppError && error.reason === 'FORBIDDEN';

describe('company policy', () => {
  const dev = companyRow({ role: 'DEV' });
  const sup = companyRow({ role: 'SUP', approvalStatus: 'INFO_SUBMIT' });
  const service = companyRow({ role: 'CUSTOMER' });

  it('lets a company read itself, and staff read any company', () => {
    assert.equal(can(callerOf(dev, 'PROJ'), 'read', { company: dev }), true);
    assert.equal(can(callerOf(service), 'read', { company: sup }), true);
    assert.equal(can(callerOf(dev), 'read', { company: sup }), false);
    assert.throws(() => authorize(callerOf(dev), 'read', { company: sup }), forbidden);
  });

  it('lets only the MAIN account of a DEV or SUP company update it, and only its own', () => {
    assert.equal(can(callerOf(dev), 'update', { company: dev }), true);
    assert.equal(can(callerOf(sup), 'update', { company: sup }), true);
    for (const type of ['PROJ', 'REQ'] as const) assert.equal(can(callerOf(sup, type), 'update', { company: sup }), false);
    assert.equal(can(callerOf(service), 'update', { company: service }), false);
    assert.equal(can(callerOf(dev), 'update', { company: sup }), false);
    assert.throws(() => authorize(callerOf(sup, 'REQ'), 'update', { company: sup }), forbidden);
  });

  it('lets only staff review, any company', () => {
    assert.equal(can(callerOf(service), 'review', { company: sup }), true);
    assert.equal(can(callerOf(service, 'PROJ'), 'review', { company: dev }), true);
    assert.equal(can(callerOf(sup), 'review', { company: sup }), false);
    assert.throws(() => authorize(callerOf(dev), 'review', { company: sup }), forbidden);
  });
});
