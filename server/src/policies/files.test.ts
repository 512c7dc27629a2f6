import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../lib/errors';
import { callerOf, companyRow, fileRow } from '../test/fixtures';
import { authorize, can } from '.';

describe('file policy', () => {
  const company = companyRow({ role: 'SUP' });
  const main = callerOf(company);
  const colleague = callerOf(company, 'REQ');
  const stranger = callerOf(companyRow({ role: 'DEV' }));
  const staff = callerOf(companyRow({ role: 'CUSTOMER' }));
  const licence = fileRow(company.id);
  const pendingUpload = fileRow(company.id, { status: 'pending' });
  const logo = fileRow(company.id, { kind: 'image', visibility: 'public' });

  it('lets every account of the company read its files and confirm its uploads', () => {
    for (const caller of [main, colleague]) {
      assert.equal(can(caller, 'read', { file: licence }), true);
      assert.equal(can(caller, 'confirm', { file: pendingUpload }), true);
    }
  });

  it('lets staff read a company file only while their console shows it (a licence under review), never confirm its upload', () => {
    assert.equal(can(staff, 'read', { file: { ...licence, underReview: true } }), true);
    assert.equal(can(staff, 'read', { file: licence }), false);
    assert.equal(can(staff, 'read', { file: { ...licence, underReview: false } }), false);
    assert.equal(can(staff, 'confirm', { file: { ...pendingUpload, underReview: true } }), false);
  });

  it('answers 404 to another company for a company file, and lets it read a ready public one', () => {
    for (const action of ['read', 'confirm'] as const) {
      assert.throws(
        () => authorize(stranger, action, { file: action === 'read' ? licence : pendingUpload }),
        (e) => e instanceof AppError && e.reason === 'NOT_FOUND',
      );
    }
    assert.equal(can(stranger, 'read', { file: logo }), true);
    assert.equal(can(stranger, 'read', { file: { ...logo, status: 'pending' } }), false);
  });
});
