// The contract between the host and a remote's build, read from their manifests (mf-manifest.json): the remote
// exposes every module the host loads from it (host/src/federation/remote-contract.json), and every singleton it
// shares with the host (React, the kernel, antd, …) accepts the version the host provides, so one copy serves
// the page. A break is named here before a release goes live, not found by users as a blank page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONTRACT_FILE = fileURLToPath(new URL('../../host/src/federation/remote-contract.json', import.meta.url));

/** The host's expectations: `{ exposes: { <remote>: ['routes', …] } }`. */
export const readContract = (file = CONTRACT_FILE) => JSON.parse(readFileSync(file, 'utf8'));

const parse = (version) => /^(\d+)\.(\d+)\.(\d+)/.exec(String(version))?.slice(1).map(Number) ?? null;
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` meets `range`: an exact version, `^x.y.z` (npm's caret, 0.x keeps its minor) or `*`. */
export function satisfies(version, range) {
  const have = parse(version);
  if (!have) return false;
  if (range === '*' || range === '' || range === undefined) return true;
  const caret = String(range).startsWith('^');
  const want = parse(caret ? String(range).slice(1) : range);
  if (!want) return false;
  if (!caret) return compare(have, want) === 0;
  if (compare(have, want) < 0) return false;
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/** Every way `remoteManifest` (of remote `name`) breaks the host's contract, as sentences; none when it keeps it. */
export function contractProblems(name, remoteManifest, hostManifest, contract = readContract()) {
  const problems = [];
  const exposed = new Set((remoteManifest.exposes ?? []).map((expose) => expose.name));
  for (const expose of contract.exposes[name] ?? [])
    if (!exposed.has(expose)) problems.push(`${name} no longer exposes "${expose}", which the host loads`);
  const provided = new Map((hostManifest.shared ?? []).map((shared) => [shared.name, shared]));
  for (const shared of remoteManifest.shared ?? []) {
    if (!shared.singleton) continue;
    const host = provided.get(shared.name);
    if (!host) continue; // the remote's own copy: nothing of the host's to agree with
    if (!satisfies(host.version, shared.requiredVersion))
      problems.push(`${name} needs ${shared.name} ${shared.requiredVersion}, but the host provides ${host.version}`);
    // The share scope serves the highest version registered: only a newer copy of the remote's replaces the host's.
    const newer = compare(parse(shared.version) ?? [0, 0, 0], parse(host.version) ?? [0, 0, 0]) > 0;
    if (newer && !satisfies(shared.version, host.requiredVersion))
      problems.push(`${name} brings ${shared.name} ${shared.version}, outside the host's ${host.requiredVersion}`);
  }
  return problems;
}
