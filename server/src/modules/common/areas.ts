import type { Division } from '@b2b/shared/contract';
import type { Lang } from '../../lib/i18n';

/**
 * Countries and regions (ISO 3166-1 alpha-2) offered as a company's area: China and its
 * special regions first, then the main trading partners. Names come from the ICU data of
 * the runtime (Intl.DisplayNames), in the request language.
 */
const CODES = [
  'CN',
  'HK',
  'MO',
  'TW',
  'AE',
  'AR',
  'AT',
  'AU',
  'BD',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'CZ',
  'DE',
  'DK',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HU',
  'ID',
  'IE',
  'IL',
  'IN',
  'IT',
  'JP',
  'KE',
  'KH',
  'KR',
  'KZ',
  'LA',
  'LK',
  'MM',
  'MN',
  'MX',
  'MY',
  'NG',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PH',
  'PK',
  'PL',
  'PT',
  'QA',
  'RO',
  'RU',
  'SA',
  'SE',
  'SG',
  'TH',
  'TR',
  'UA',
  'US',
  'UZ',
  'VN',
  'ZA',
];

/** Names a Chinese platform must show in its own wording. */
const OVERRIDES: Record<string, Record<Lang, string>> = { TW: { 'zh-CN': '中国台湾', 'en-US': 'Taiwan, China' } };

const cache = new Map<Lang, Division[]>();

export function listAreas(lang: Lang): Division[] {
  let list = cache.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    list = CODES.map((code) => ({ code, name: OVERRIDES[code]?.[lang] ?? names.of(code) ?? code }));
    cache.set(lang, list);
  }
  return list;
}
