import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { productionBuildAliases } from './production-builds';

const HOST = join(__dirname, '..', '..', '..', 'host');

describe('productionBuildAliases', () => {
  const aliases = productionBuildAliases(HOST);

  it("points react-router and react-router/dom at the files of React Router's production build", () => {
    expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/react-router[/\\]dist[/\\]production[/\\]/);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('resolves to the code with the development warnings off', () => {
    const index = aliases['react-router$'];
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map((m) => m[1]);
    const code = chunks.map((chunk) => readFileSync(join(dirname(index), chunk), 'utf8')).join('\n');
    expect(code.match(/var ENABLE_DEV_WARNINGS = (\w+);/)?.[1]).toBe('false');
  });
});
