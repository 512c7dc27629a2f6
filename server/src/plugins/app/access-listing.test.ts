import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/helpers';
import { describeAccess } from './access';

const README = path.resolve(__dirname, '../../../README.md');

/**
 * The rows of the "Endpoints" table of server/README.md as `METHOD /path  access` lines. A row's
 * first cell is `;`-separated groups of `METHOD[, METHOD] /api/full/path[, /api/full/path]` (or `/metrics`; a
 * `?query` is ignored); its access cell starts with the access in backticks, as `describeAccess`
 * writes it.
 */
function readmeEndpoints(markdown: string): string[] {
  const section = markdown.split(/^## Endpoints$/m)[1]?.split(/^## /m)[0];
  assert.ok(section, 'server/README.md has no "## Endpoints" section');
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| method') && !line.startsWith('|---'));
  return rows.flatMap((row) => {
    const [where, accessCell] = row.split(' | ');
    const access = /^`([^`]+)`/.exec(accessCell.trim())?.[1];
    assert.ok(access, `the access cell of "${row.slice(0, 80)}…" does not start with the access in backticks`);
    return where
      .replace(/^\|\s*/, '')
      .split(';')
      .flatMap((group) => {
        const match = /^\s*([A-Z]+(?:, [A-Z]+)*) (.+)$/.exec(group);
        assert.ok(match, `"${group}" is not "METHOD /path, /path"`);
        const paths = match[2].split(',').map((p) => p.trim().replace(/\?.*$/, ''));
        for (const p of paths) assert.match(p, /^(\/api\/|\/metrics$)/, `"${p}" in "${group}" is not a full path`);
        return match[1].split(', ').flatMap((method) => paths.map((p) => `${method} ${p}  ${access}`));
      });
  });
}

describe('every route with its access', () => {
  let t: TestApp;
  before(async () => {
    // Demo mode and the test clock: the demo routes and the test clock's are registered too.
    t = await createTestApp({ config: { demo: true, testClock: true } });
  });
  after(() => t.close());

  it('matches the endpoint table of server/README.md, route by route', () => {
    const routes = t.app.routeAccess.map(({ method, url, access }) => `${method} ${url}  ${describeAccess(access)}`).sort();
    const documented = readmeEndpoints(readFileSync(README, 'utf8')).sort();
    const undocumented = routes.filter((line) => !documented.includes(line));
    const stale = documented.filter((line) => !routes.includes(line));
    assert.deepEqual(
      { undocumented, stale },
      { undocumented: [], stale: [] },
      `server/README.md "Endpoints" disagrees with the routes. Every route with its access:\n${routes.join('\n')}`,
    );
    assert.equal(new Set(documented).size, documented.length, 'a route is in the table twice');
  });
});
