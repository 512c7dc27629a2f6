import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const REPORT_DIR = join(ROOT, 'reports', 'walk');

/** Every string file of every app (`<app>/src/**\/i18n/<lang>.json`, the kernel's `locales/`). */
function stringFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) stringFiles(path, found);
    else if (/[/\\](i18n|locales)[/\\][a-z]{2}-[A-Z]{2}\.json$/.test(path)) found.push(path);
  }
  return found;
}

function keysOf(node: unknown, prefix: string, into: Set<string>) {
  if (typeof node === 'string') into.add(prefix);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) keysOf(value, prefix ? `${prefix}.${key}` : key, into);
}

/** The apps' string keys that have a dot (`route.chat`): a screen showing one shows a missing translation. */
const KEYS = (() => {
  const keys = new Set<string>();
  const apps = ['shared', 'host', 'remote-auth', 'remote-workstation', 'remote-chat', 'remote-account'];
  for (const file of apps.flatMap((app) => stringFiles(join(ROOT, app, 'src')))) {
    keysOf(JSON.parse(readFileSync(file, 'utf8')), '', keys);
  }
  return new Set([...keys].filter((key) => key.includes('.')));
})();

/**
 * The stored values of the kernel's enumerations (`export const DEMAND_STATUSES = ['DRAFT', …] as const`
 * in `shared/src/contract/*-rules.ts`): a user is shown their names, never these. Words people do read
 * as such (VIP, SVIP, TODO, the list filters' ALL and OPEN) are left out.
 */
const STORED_VALUES = (() => {
  const dir = join(ROOT, 'shared', 'src', 'contract');
  const values = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('-rules.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const list of source.matchAll(/export const \w*(STATUSES|LEVELS|TYPES|ROLES)\s*=\s*\[([^\]]*)\]/g)) {
      for (const value of list[2].matchAll(/'([A-Z][A-Z_]+)'/g)) values.add(value[1]);
    }
  }
  for (const word of ['VIP', 'SVIP', 'TODO', 'ALL', 'OPEN']) values.delete(word);
  return values;
})();

const BROKEN = ['undefined', 'null', 'NaN', '[object Object]', 'Invalid Date', 'Invalid date'];

/** What in a page's text is a raw string key, a stored enumeration value, or a broken value. */
export function rawValuesIn(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.split(/[\s,;:()（），：；、]+/)) {
    if (KEYS.has(token) || /^\w+:[\w.]+\.\w+$/.test(token)) found.add(token);
    if (STORED_VALUES.has(token)) found.add(token);
  }
  for (const word of BROKEN) if (new RegExp(`(^|[^\\w])${word.replace(/[[\]]/g, '\\$&')}($|[^\\w])`).test(text)) found.add(word);
  return [...found];
}
