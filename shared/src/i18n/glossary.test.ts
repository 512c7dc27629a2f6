/**
 * One name per thing: no string of any app's i18n JSON, in either language, uses a synonym the glossary
 * rules out (glossary.ts, from docs/glossary.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GLOSSARY_TERMS } from './glossary';
import { LANGS, type Lang } from './lang';

const ROOT = join(__dirname, '..', '..', '..');
const APPS = ['host', 'remote-auth', 'remote-workstation', 'remote-chat', 'remote-account', 'ui-kit', 'shared'];

function jsonFiles(dir: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found = found.concat(jsonFiles(path));
    else if (LANGS.some((lang) => name === `${lang}.json`)) found.push(path);
  }
  return found;
}

function strings(value: unknown, key = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([key, value]);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, key ? `${key}.${k}` : k, out);
  }
  return out;
}

const FILES = APPS.flatMap((app) => jsonFiles(join(ROOT, app, 'src'))).map((path) => ({
  file: relative(ROOT, path),
  lang: (path.endsWith('zh-CN.json') ? 'zh-CN' : 'en-US') as Lang,
  entries: strings(JSON.parse(readFileSync(path, 'utf8'))),
}));

const matches = (text: string, avoid: string | RegExp) =>
  typeof avoid === 'string' ? text.toLowerCase().includes(avoid.toLowerCase()) : avoid.test(text);

describe('the glossary over every i18n namespace', () => {
  it('finds the namespaces of every app in both languages', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(20);
    expect(FILES.filter((f) => f.lang === 'zh-CN').length).toBe(FILES.filter((f) => f.lang === 'en-US').length);
  });

  it.each(GLOSSARY_TERMS.map((term) => [term.thing, term] as const))('%s: one name, no synonym', (_, term) => {
    const found = FILES.flatMap(({ file, lang, entries }) =>
      entries
        .filter(([key]) => !(term.allow ?? []).some((allowed) => `${file} ${key}`.startsWith(allowed.at)))
        .flatMap(([key, text]) =>
          (term.avoid[lang] ?? [])
            .filter((avoid) => matches(text, avoid))
            .map((avoid) => `${file} ${key}: "${text}" (${String(avoid)}; use "${term.use[lang]}")`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('catches a synonym planted in a namespace', () => {
    const planted = strings({ menu: { zone: '需求专区' } });
    const term = GLOSSARY_TERMS[0];
    expect(planted.some(([, text]) => (term.avoid['zh-CN'] ?? []).some((a) => matches(text, a)))).toBe(true);
  });
});
