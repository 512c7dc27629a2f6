import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractProblems, readContract, satisfies } from './contracts.mjs';

const shared = (name, version, requiredVersion = `^${version}`) => ({ name, version, requiredVersion, singleton: true });
const HOST = { shared: [shared('react', '19.3.1'), shared('@b2b/shared/session', '0.4.51'), shared('antd', '6.6.8')] };
const remote = (exposes, sharedList) => ({ exposes: exposes.map((name) => ({ name })), shared: sharedList });

describe('the host–remote contract', () => {
  it('reads versions as npm does for the ranges the builds write', () => {
    assert.ok(satisfies('19.3.1', '^19.3.1') && satisfies('19.9.0', '^19.3.1') && !satisfies('20.0.0', '^19.3.1'));
    assert.ok(satisfies('0.4.60', '^0.4.51') && !satisfies('0.5.0', '^0.4.51') && !satisfies('0.4.50', '^0.4.51'));
    assert.ok(satisfies('1.2.3', '1.2.3') && !satisfies('1.2.4', '1.2.3') && satisfies('2.0.0', '*') && !satisfies('x', '^1.0.0'));
  });

  it('accepts a build that exposes what the host loads and agrees on every shared singleton', () => {
    const build = remote(
      ['routes', 'widgets', 'extra'],
      [shared('react', '19.3.1'), shared('@b2b/shared/session', '0.4.51'), shared('own-lib', '1.0.0')],
    );
    assert.deepEqual(contractProblems('workstation', build, HOST, readContract()), []);
  });

  it('accepts an earlier release built on an older compatible kernel: the host serves its newer one to both', () => {
    const build = remote(['routes', 'widgets'], [shared('react', '19.3.1'), shared('@b2b/shared/session', '0.4.50')]);
    assert.deepEqual(contractProblems('workstation', build, HOST, readContract()), []);
  });

  it("names each break: a dropped expose, a singleton the host cannot give, one that would replace the host's", () => {
    const build = remote(['routes'], [shared('react', '20.0.0'), shared('@b2b/shared/session', '0.4.52'), shared('antd', '6.7.0')]);
    assert.deepEqual(contractProblems('workstation', build, HOST, readContract()), [
      'workstation no longer exposes "widgets", which the host loads',
      'workstation needs react ^20.0.0, but the host provides 19.3.1',
      "workstation brings react 20.0.0, outside the host's ^19.3.1",
      'workstation needs @b2b/shared/session ^0.4.52, but the host provides 0.4.51',
      'workstation needs antd ^6.7.0, but the host provides 6.6.8',
    ]);
  });
});
