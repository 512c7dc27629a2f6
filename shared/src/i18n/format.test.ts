import { formatDateTimeMedium, formatMoney, warmFormatters } from './format';

describe('formatMoney', () => {
  it('writes whole amounts in the currency and the reader language', () => {
    expect(formatMoney(120000, 'CNY', 'zh-CN')).toBe('¥120,000');
    expect(formatMoney(8000.6, 'USD', 'en-US')).toBe('$8,001');
    expect(formatMoney(8000, 'USD', 'zh-CN')).toBe('US$8,000');
  });

  it('takes any tag of a supported language, and gives the same text every time', () => {
    expect(formatMoney(5, 'CNY', 'zh_TW')).toBe(formatMoney(5, 'CNY', 'zh-CN'));
    expect(formatMoney(5, 'CNY', 'fr')).toBe(formatMoney(5, 'CNY', 'en-US'));
    expect(formatMoney(1234, 'CNY', 'en-US')).toBe(formatMoney(1234, 'CNY', 'en-US'));
  });

  it('builds one Intl formatter per language and currency, not one per call', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 20; i += 1) formatMoney(i, 'USD', 'en-US');
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    built.mockRestore();
  });
});

describe('formatDateTimeMedium', () => {
  const ms = new Date(2026, 10, 25, 9, 5).getTime();
  it('writes date and time in the reader language', () => {
    expect(formatDateTimeMedium(ms, 'en-US')).toMatch(/Nov 25, 2026.*9:05/);
    expect(formatDateTimeMedium(ms, 'zh-CN')).toMatch(/2026年11月25日.*09:05/);
  });
});

describe('warmFormatters', () => {
  it('builds the formatters of a language ahead of use, so formatting then builds none', () => {
    warmFormatters('en-GB');
    const built = [jest.spyOn(Intl, 'NumberFormat'), jest.spyOn(Intl, 'DateTimeFormat')];
    formatMoney(1, 'CNY', 'en-US');
    formatMoney(1, 'USD', 'en-US');
    formatDateTimeMedium(0, 'en-US');
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    built.forEach((spy) => spy.mockRestore());
  });
});
