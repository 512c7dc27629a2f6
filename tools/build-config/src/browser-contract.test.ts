import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteDirs, REPO_ROOT, sourceFiles } from './repo-sources';

const contract = join(REPO_ROOT, 'shared', 'src', 'contract');

/** The contract modules that reach TypeBox, directly or through another contract module. */
function modulesWithTypebox(): Set<string> {
  const imports = new Map<string, string[]>();
  for (const file of readdirSync(contract).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(join(contract, file), 'utf8');
    const from = [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)].map((m) => m[1]);
    imports.set(file.replace(/\.ts$/, ''), from);
  }
  const reaches = (name: string, seen = new Set<string>()): boolean => {
    if (seen.has(name)) return false;
    seen.add(name);
    return (imports.get(name) ?? []).some((from) => from === 'typebox' || (from.startsWith('./') && reaches(from.slice(2), seen)));
  };
  return new Set([...imports.keys()].filter((name) => reaches(name)));
}

describe('the contract in browsers', () => {
  it('gives browser code its constants from modules without TypeBox, so no browser build carries the schemas', () => {
    const withTypebox = modulesWithTypebox();
    const exporter = new Map<string, string>();
    for (const file of readdirSync(contract).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(contract, file), 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)) {
        exporter.set(m[1], file.replace(/\.ts$/, ''));
      }
    }
    const browser = ['host', 'ui-kit', ...remoteDirs()].map((d) => join(REPO_ROOT, d, 'src'));
    browser.push(
      ...readdirSync(join(REPO_ROOT, 'shared', 'src'))
        .filter((d) => d !== 'contract')
        .map((d) => join(REPO_ROOT, 'shared', 'src', d)),
    );
    const used = new Set<string>();
    for (const file of browser.flatMap(sourceFiles)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@b2b\/shared\/contract'/g)) {
        for (const name of m[1].split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    const offenders = [...used]
      .filter((name) => withTypebox.has(exporter.get(name) ?? ''))
      .map((name) => `${name} (${exporter.get(name)})`);
    expect(offenders).toEqual([]);
  });
});
