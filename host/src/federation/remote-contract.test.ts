import type { RemoteName } from '@b2b/shared/access';
import contract from './remote-contract.json';
import type { ExposeName } from './load-expose';

// What the host loads from each remote (`RemoteExposes`), as remote-contract.json states it for the release checks
// (scripts/platform/contracts.mjs: a remote build that drops one of these is refused).
const loaded = {
  auth: ['routes'],
  workstation: ['routes', 'widgets'],
  chat: ['routes', 'widgets'],
  account: ['routes'],
} as const satisfies { [R in RemoteName]: readonly ExposeName<R>[] };

// A compile error when `RemoteExposes` types an expose this list (and so the contract file) lacks.
type Unlisted = { [R in RemoteName]: Exclude<ExposeName<R>, (typeof loaded)[R][number]> }[RemoteName];
const everyExposeListed: [Unlisted] extends [never] ? true : false = true;

it('states every expose the host loads, and nothing else', () => {
  expect(everyExposeListed).toBe(true);
  expect(contract.exposes).toEqual(loaded);
});
