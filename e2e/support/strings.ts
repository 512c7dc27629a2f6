import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StandardCriterionKey } from '../../shared/src/contract/demand-rules';
import { escapeRegExp } from './marketplace';

export type Lang = 'zh-CN' | 'en-US';

export const LANGUAGES = ['zh-CN', 'en-US'] as const satisfies readonly Lang[];

/**
 * The languages a long user flow runs in: the one it names, the suite's flows alternating between the two
 * (docs/decisions/0013-ci-time.md); both with E2E_ALL_LANGUAGES=1. The pages' words in both languages are
 * checked where language is the subject: the walk's screenshots, the language, prerender and public-page specs.
 */
export function flowLanguages(lang: Lang): readonly Lang[] {
  return process.env.E2E_ALL_LANGUAGES === '1' ? LANGUAGES : [lang];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The apps' own string files, so a browser test reads the words a user sees in either language. */
const FOLDERS = {
  kernel: 'shared/src/i18n/locales',
  host: 'host/src/i18n',
  workstation: 'remote-workstation/src/i18n',
  dev: 'remote-workstation/src/features/dev-demands/i18n',
  sup: 'remote-workstation/src/features/sup-demands/i18n',
  respond: 'remote-workstation/src/features/respond/i18n',
  console: 'remote-workstation/src/features/console/i18n',
  projects: 'remote-workstation/src/features/projects/i18n',
  bulletin: 'remote-workstation/src/features/console/bulletin/i18n',
  payments: 'remote-workstation/src/features/console/payments/i18n',
  dashboard: 'remote-workstation/src/features/project-dashboard/i18n',
  chat: 'remote-chat/src/i18n',
  auth: 'remote-auth/src/i18n',
  account: 'remote-account/src/i18n',
} as const;

const HOST_PAGE_FOLDERS = [
  'host/src/features/demand/i18n',
  'host/src/features/home/i18n',
  'host/src/features/services/i18n',
  'host/src/features/notification-detail/i18n',
  'host/src/features/windows/i18n',
  'host/src/features/onboarded-sup/i18n',
  'host/src/features/search/i18n',
];

export type Namespace = keyof typeof FOLDERS;

/** `t('dev', 'criteria.weight', { n: 1 })`: the string at that key in `lang`, with `{{n}}` filled in. */
export function strings(lang: Lang) {
  const cache = new Map<Namespace, Record<string, unknown>>();
  const load = (ns: Namespace) => {
    if (!cache.has(ns)) {
      const read = (folder: string) => JSON.parse(readFileSync(join(ROOT, folder, `${lang}.json`), 'utf8'));
      // The host's pages add their own strings to its namespace (host/src/features/<page>/i18n).
      const extra = ns === 'host' ? HOST_PAGE_FOLDERS.map(read) : [];
      cache.set(ns, Object.assign({}, read(FOLDERS[ns]), ...extra));
    }
    return cache.get(ns)!;
  };
  return (ns: Namespace, key: string, vars: Record<string, string | number> = {}): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], load(ns));
    if (typeof value !== 'string') throw new Error(`no string ${ns}:${key} in ${lang}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
  };
}

/** A label as a pattern that also matches antd's spaced two-character Chinese buttons ("评 分"). */
export function label(text: string): RegExp {
  const escaped = escapeRegExp(text);
  return new RegExp(`^${/^[\u4e00-\u9fff]{2}$/.test(text) ? `${escaped[0]}\\s*${escaped[1]}` : escaped}$`);
}

/** A standard evaluation criterion's name as a reader of `lang` sees it (the contract names them, not the JSON). */
/** The contract's standard criteria (shared/src/contract/standard-criteria.json), by key, in a language. */
const STANDARD_CRITERIA = JSON.parse(readFileSync(join(ROOT, 'shared/src/contract/standard-criteria.json'), 'utf8')) as Record<
  StandardCriterionKey,
  Record<Lang, string>
>;
export const criterion = (lang: Lang, key: StandardCriterionKey): string => STANDARD_CRITERIA[key][lang];
