import type { Lang } from '@b2b/shared/contract';

export type { Lang };
export type Text = Record<Lang, string>;

export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-CN';

/**
 * The language of a request from `Accept-Language`. The client sends `zh_CN` or `en_US`;
 * browsers send lists such as `zh-TW,zh;q=0.9,en;q=0.8`. Every Chinese variant is zh-CN,
 * anything else en-US; no header at all means the default, zh-CN.
 */
export function resolveLang(header: string | string[] | undefined): Lang {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw || !raw.trim()) return DEFAULT_LANG;
  const preferred = raw
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  if (!preferred) return DEFAULT_LANG;
  return preferred.tag.split(/[-_]/)[0] === 'zh' ? 'zh-CN' : 'en-US';
}

export const PRODUCT_NAME: Text = { 'zh-CN': '企服通', 'en-US': 'B2B Connect' }; // as the kernel's product.name

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function pick(text: Text, lang: Lang, values: Record<string, string | number> = {}): string {
  return format(text[lang], values);
}
