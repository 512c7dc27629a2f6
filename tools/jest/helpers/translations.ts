// The checks every namespace's translation files must pass (`@test/translations`).

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

const textAt = (json: unknown, key: string) => String(key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], json));

export function describeTranslations(namespace: string, zhCN: unknown, enUS: unknown): void {
  describe(`${namespace} namespace files`, () => {
    it('have the same keys in zh-CN and en-US', () => {
      expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
    });

    it('have no empty texts', () => {
      expect([...leaves(zhCN), ...leaves(enUS)].filter((s) => !s.trim())).toEqual([]);
    });

    it('use the same interpolation variables in both languages', () => {
      const vars = (json: unknown) => keys(json).map((k) => `${k}:${(textAt(json, k).match(/{{\w+}}|<\w+>/g) ?? []).sort().join(',')}`);
      expect(vars(zhCN).sort()).toEqual(vars(enUS).sort());
    });
  });
}
