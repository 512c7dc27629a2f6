/**
 * The kernel's version rises with each change: every app shares `@b2b/shared/*` as strictVersion
 * singletons requiring ^<kernel version>, so changed kernel source under an unchanged version would
 * let a remote built against the old kernel run on the new one (or the reverse) unnoticed.
 * `shared/kernel-stamp.json` records the version and a hash of the source; this fails until both match.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Stamp {
  version: string;
  sha256: string;
}

const ROOT = join(__dirname, '..', '..');
const FIX =
  "Bump @b2b/shared's version in shared/package.json (patch for a compatible change, minor for an incompatible one while 0.x), " +
  'then run `node scripts/kernel-stamp.mjs` and commit shared/kernel-stamp.json.';

function read(): { current: Stamp; stamp: Stamp | null } {
  // The script is ESM (it is also the CLI); run it rather than loading it into jest's CommonJS.
  const out = execFileSync(process.execPath, [join(ROOT, 'scripts', 'kernel-stamp.mjs'), '--print'], { encoding: 'utf8' });
  return JSON.parse(out);
}

describe('kernel stamp (shared/kernel-stamp.json)', () => {
  const { current, stamp } = read();

  it('exists', () => {
    if (!stamp) throw new Error(`shared/kernel-stamp.json is missing. Run \`node scripts/kernel-stamp.mjs\`.`);
  });

  it("matches @b2b/shared's source", () => {
    if (stamp && stamp.sha256 !== current.sha256) {
      throw new Error(`The kernel's source (shared/src, tests excepted) changed since it was stamped at ${stamp.version}. ${FIX}`);
    }
  });

  it("matches @b2b/shared's version", () => {
    if (stamp && stamp.version !== current.version) {
      throw new Error(
        `@b2b/shared is ${current.version} but shared/kernel-stamp.json says ${stamp.version}. Run \`node scripts/kernel-stamp.mjs\`.`,
      );
    }
  });
});
