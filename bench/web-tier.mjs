#!/usr/bin/env node
// The web tier's cost (issue 39): the production topology (`pnpm topology`: nginx from deploy/nginx/ in front of
// two API instances, on a throwaway PostgreSQL database of this machine and its Redis) loaded through nginx and
// straight at one API instance, in one run: the token-checked `GET /api/userInfo` and the demand zone
// (`GET /api/demands/market`, signed in as a supplier, five filters in turn), 50 connections flat out.
//   1. one API instance directly, and 2. nginx in front of the same one instance (the other stopped), in turns
//      (two of each, averaged): budget ≥ 0.8× the direct figure;
//   3. nginx in front of both instances, reported beside them: on 2 cores the database, nginx and this load
//      generator share the machine, so a second instance cannot double anything here (no budget).
// Needs the apps built (`pnpm build`), nginx with the brotli module. `--duration=<s>` (default 10), `--keep-db`.
import { startTopology } from '../scripts/topology/start.mjs';
import { arg, load, printTable, reportFailures, signInOverApi, throwawayDatabase } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';

const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = 50;
const BUDGET_RATIO = 0.8;
const ZONE = ['', 'keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F', 'sort=deadline', 'page=2', 'keyword=dashboard'].map(
  (query) => `/api/demands/market?${query}${query ? '&' : ''}pageSize=10`,
);
const CASES = [
  ['userInfo', ['/api/userInfo']],
  ['demand zone, 5 queries', ZONE],
];

const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);

async function measure(origin, paths, headers) {
  const urls = paths.map((path) => origin + path);
  await load(urls, headers, { duration: 2, connections: CONNECTIONS }); // warm-up: JIT, pools, the zone's cache
  return load(urls, headers, { duration: DURATION, connections: CONNECTIONS });
}

async function main() {
  const database = await throwawayDatabase('bench_web_tier');
  const failures = [];
  let topology;
  try {
    console.log(`database ${database.url}: migrations and demo seed, nginx and two API instances…`);
    topology = await startTopology({ portBase: Number(arg('port-base') ?? 7400), databaseUrl: database.url, output: 'ignore' });
    const [first, second] = topology.apis;
    const direct = `http://127.0.0.1:${first.port}`;
    const headers = { authorization: `Bearer ${(await signInOverApi(topology.url, 'sup@demo.test')).token}` };
    for (const [, paths] of CASES)
      for (const path of paths) {
        const reply = await fetch(topology.url + path, { headers }).then((r) => r.json());
        if (reply.code !== 200) throw new Error(`${path}: ${JSON.stringify(reply).slice(0, 200)}`);
      }

    const rows = [];
    for (const [label, paths] of CASES) {
      const both = await measure(topology.url, paths, headers);
      await second.stop();
      // In turns, so a change in the machine's load between two measures weighs on both alike.
      const [alone, viaNginx] = [[], []];
      for (let turn = 0; turn < 2; turn++) {
        alone.push(await measure(direct, paths, headers));
        viaNginx.push(await measure(topology.url, paths, headers));
      }
      await second.start();
      const ratio = sum(viaNginx, 'rps') / sum(alone, 'rps');
      recordFigure('web-tier', `${label}: through nginx ×direct`, `${ratio.toFixed(2)}×`, `≥ ${BUDGET_RATIO}×`, ratio >= BUDGET_RATIO);
      if (ratio < BUDGET_RATIO) failures.push(`${label}: through nginx ${ratio.toFixed(2)}× the direct req/s < ${BUDGET_RATIO}×`);
      for (const [name, runs] of [
        ['one API instance, direct', alone],
        ['nginx → one instance', viaNginx],
        ['nginx → two instances', [both]],
      ]) {
        const bad = sum(runs, 'bad');
        if (bad) failures.push(`${label}, ${name}: ${bad} failed requests`);
        const [rps, p50, p99] = ['rps', 'p50', 'p99'].map((key) => (sum(runs, key) / runs.length).toFixed(0));
        rows.push([rows.length % 3 ? '' : label, name, rps, p50, p99, runs === viaNginx ? ratio.toFixed(2) : '']);
      }
    }
    console.log(`\n${CONNECTIONS} connections × ${DURATION} s flat out. Budget: through nginx ≥ ${BUDGET_RATIO}× straight at the API.`);
    printTable(['call', 'path', 'req/s', 'p50 ms', 'p99 ms', '×direct'], rows, 2);
  } catch (error) {
    failures.push(error.stack ?? String(error));
  } finally {
    await topology?.stop();
    await database.drop();
  }
  reportFailures(failures);
}

await main();
