import type { Lang } from './lang';

/**
 * docs/glossary.md applied to the interface: for each thing the words every app's i18n JSON uses, and the
 * synonyms that may not appear anywhere (glossary.test.ts checks every namespace of every app). A synonym is
 * a phrase (matched case-insensitively), or a pattern for a form (a duration written "45 d").
 */
export interface GlossaryTerm {
  thing: string;
  use: Readonly<Record<Lang, string>>;
  avoid: Readonly<Partial<Record<Lang, readonly (string | RegExp)[]>>>;
  /** Keys (`file key` prefixes) where a synonym is right, with the reason. */
  allow?: readonly { at: string; why: string }[];
}

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    thing: 'the demand zone (/demand), where suppliers browse published demands',
    use: { 'zh-CN': '需求大厅', 'en-US': 'demand zone' },
    avoid: { 'zh-CN': ['需求专区', '需求市场'], 'en-US': ['demand hall', 'demand area', 'demand market'] },
  },
  {
    thing: "a supplier's list of its responses",
    use: { 'zh-CN': '我的响应', 'en-US': 'My responses' },
    avoid: { 'zh-CN': ['需求列表', '响应列表'], 'en-US': ['demand list', 'response list'] },
  },
  {
    thing: 'the mark history of a response (every score, decision, award)',
    use: { 'zh-CN': '评分记录', 'en-US': 'Mark history' },
    avoid: { 'zh-CN': ['评审记录', '打分记录'], 'en-US': ['scoring history', 'score history', 'evaluation history'] },
  },
  {
    thing: "party A's evaluation page of a demand's responses",
    use: { 'zh-CN': '评审响应', 'en-US': 'Evaluate responses' },
    avoid: { 'zh-CN': [/^响应评分$/], 'en-US': ['score responses'] },
  },
  {
    thing: "the award: party A's choice of one response, the others declined",
    use: { 'zh-CN': '中标 / 定标 / 未中标', 'en-US': 'award / awarded / declined' },
    avoid: { 'zh-CN': [/中选(?!择)/, '选定供应商', '婉拒'] },
  },
  {
    thing: 'a duration in days',
    use: { 'zh-CN': '{{count}} 天', 'en-US': '{{count}} days' },
    avoid: { 'en-US': [/\{\{\w+\}\} ?d\b/, /\d ?d\b/] },
  },
  {
    thing: "a language's name, in the reader's language",
    use: { 'zh-CN': '中文 / 英文', 'en-US': 'Chinese / English' },
    avoid: { 'zh-CN': [/^English$/], 'en-US': [/^中文$/, /^英文$/] },
    allow: [
      { at: 'shared/src/i18n/locales/zh-CN.json lang.', why: 'the language switch names each language in itself' },
      { at: 'shared/src/i18n/locales/en-US.json lang.', why: 'the language switch names each language in itself' },
    ],
  },
];
