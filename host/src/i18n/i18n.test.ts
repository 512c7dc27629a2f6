import zhCN from './zh-CN.json';
import enUS from './en-US.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('host translations', () => {
  it('has the same keys in Chinese and English', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('has no empty text', () => {
    for (const bundle of [zhCN, enUS]) {
      const empty = keys(bundle).filter((k) => !String(k.split('.').reduce<any>((o, p) => o?.[p], bundle)).trim());
      expect(empty).toEqual([]);
    }
  });
});
