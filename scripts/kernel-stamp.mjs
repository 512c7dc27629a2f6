#!/usr/bin/env node
// Stamps the kernel: shared/kernel-stamp.json records @b2b/shared's version and a sha256 of its
// non-test source. Every app shares the kernel by subpath as a strictVersion singleton requiring
// ^<that version>, so a changed kernel must carry a new version or apps built before and after the
// change would be taken for compatible. This refuses to stamp changed source under the old version;
// tools/jest/kernel-stamp.test.ts fails while the stamp is out of date.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const KERNEL_DIR = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'shared');
export const STAMP_FILE = join(KERNEL_DIR, 'kernel-stamp.json');

const SOURCE = /\.(ts|tsx|json)$/;
const TEST = /\.test\./;

/** `shared/src/**` files that ship: .ts, .tsx and .json, not `*.test.*`; sorted, relative, with `/`. */
export function kernelSourceFiles(dir = KERNEL_DIR) {
  const src = join(dir, 'src');
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(src);
  return files.sort();
}

/** sha256 over each file's path and contents, in path order (a rename changes it too; line endings do not). */
export function kernelHash(dir = KERNEL_DIR) {
  const hash = createHash('sha256');
  for (const file of kernelSourceFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function kernelVersion(dir = KERNEL_DIR) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/** The stamp on disk, or null when there is none yet. */
export function readStamp(file = STAMP_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export const BUMP_ADVICE =
  "bump @b2b/shared's version (shared/package.json): patch for a compatible change, minor for an incompatible one (0.x)";

/**
 * What stamping would do: `{ ok: true, stamp, changed }`, or `{ ok: false, message }` when the source
 * changed but the version is still the stamped one.
 */
export function planStamp(dir = KERNEL_DIR, stampFile = STAMP_FILE) {
  const stamp = { version: kernelVersion(dir), sha256: kernelHash(dir) };
  const previous = readStamp(stampFile);
  if (previous && previous.sha256 !== stamp.sha256 && previous.version === stamp.version) {
    return {
      ok: false,
      message: `The kernel's source changed since it was stamped at ${previous.version}, but its version is still ${stamp.version}: ${BUMP_ADVICE}, then run \`node scripts/kernel-stamp.mjs\` again.`,
    };
  }
  const changed = !previous || previous.sha256 !== stamp.sha256 || previous.version !== stamp.version;
  return { ok: true, stamp, changed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--print')) {
    // For tools/jest/kernel-stamp.test.ts: the current version and hash, and the stamp on disk.
    console.log(JSON.stringify({ current: { version: kernelVersion(), sha256: kernelHash() }, stamp: readStamp() }));
    process.exit(0);
  }
  const plan = planStamp();
  if (!plan.ok) {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.changed) {
    writeFileSync(STAMP_FILE, `${JSON.stringify(plan.stamp, null, 2)}\n`);
    console.log(`stamped @b2b/shared ${plan.stamp.version} (${plan.stamp.sha256.slice(0, 12)}…) in shared/kernel-stamp.json`);
  } else {
    console.log(`@b2b/shared ${plan.stamp.version} is already stamped`);
  }
}
