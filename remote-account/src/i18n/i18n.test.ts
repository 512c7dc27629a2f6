import enUS from './en-US.json';
import zhCN from './zh-CN.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

describe('account namespace files', () => {
  it('have the same keys in zh-CN and en-US', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('have no empty texts', () => {
    expect([...leaves(zhCN), ...leaves(enUS)].filter((s) => !s.trim())).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (json: unknown) =>
      keys(json).map((k) => {
        const text = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], json) as string;
        return `${k}:${(text.match(/{{\w+}}|<\w+>/g) ?? []).sort().join(',')}`;
      });
    expect(vars(zhCN).sort()).toEqual(vars(enUS).sort());
  });
});
