#!/usr/bin/env node
// `node scripts/topology/pointer.mjs <CDN origin> <out dir>`: the first pointer of a deploy (the host image's
// build runs it for docker-compose.yml): each remote's release of this checkout on the CDN origin, and the CSP
// nginx sends with it. `pnpm promote` and `pnpm rollback` (scripts/release.mjs) rewrite the same two files.
import { join } from 'node:path';
import { REMOTES, ROOT, remoteVersion } from '../platform/platform.mjs';
import { cdnRemotes, writePointer } from './layout.mjs';

const [cdnOrigin, outDir] = process.argv.slice(2);
if (!cdnOrigin || !outDir) throw new Error('usage: node scripts/topology/pointer.mjs <CDN origin> <out dir>');
const versions = Object.fromEntries(Object.entries(REMOTES).map(([name, dir]) => [name, remoteVersion(dir)]));
const inDist = (dir, version) => join(ROOT, dir, 'dist', version);
writePointer(outDir, cdnRemotes(new URL(cdnOrigin).origin, versions, inDist), join(ROOT, 'host', 'dist'));
