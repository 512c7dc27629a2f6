import type { Lang } from '../../lib/i18n';
import CITIES_EN from './city-names-en.json';
import { listCities, listProvinces } from './divisions';

/**
 * The divisions data is Chinese only: provinces get their usual English names, cities theirs from
 * city-names-en.json (pinyin with the customary spellings, made by scripts/city-names-en.mjs).
 */
const PROVINCES_EN: Record<string, string> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
};

const provinceZh = new Map(listProvinces().map((p) => [p.code, p.name]));

export function provinceName(code: string, lang: Lang): string {
  return (lang === 'en-US' ? PROVINCES_EN[code] : undefined) ?? provinceZh.get(code) ?? code;
}

export function cityName(provinceCode: string, cityCode: string | null, lang: Lang): string | null {
  if (!cityCode) return null;
  const name = listCities(provinceCode)?.find((city) => city.code === cityCode)?.name ?? cityCode;
  const isMunicipality = name === provinceZh.get(provinceCode);
  if (isMunicipality) return provinceName(provinceCode, lang);
  return (lang === 'en-US' ? (CITIES_EN as Record<string, string>)[cityCode] : undefined) ?? name;
}

/** The provinces, named in the reader's language. */
export function localProvinces(lang: Lang) {
  return listProvinces().map(({ code }) => ({ code, name: provinceName(code, lang) }));
}

/** A province's cities in the reader's language (a municipality's one city is named like it), or null. */
export function localCities(provinceCode: string, lang: Lang) {
  return listCities(provinceCode)?.map(({ code }) => ({ code, name: cityName(provinceCode, code, lang)! })) ?? null;
}
