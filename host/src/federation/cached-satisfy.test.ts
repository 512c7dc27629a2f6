import { satisfy } from '@module-federation/enhanced/runtime';
import { cachedSatisfy } from './cached-satisfy';

describe('cachedSatisfy', () => {
  it('answers as the runtime semver check does', () => {
    expect(cachedSatisfy('19.3.1', '^19.3.1')).toBe(true);
    expect(cachedSatisfy('0.4.8', '^0.4.8')).toBe(true);
    expect(cachedSatisfy('0.5.0', '^0.4.8')).toBe(false);
    expect(cachedSatisfy('18.3.1', '^19.0.0')).toBe(false);
  });

  it('asks the check once per version and range, a refusal included', () => {
    const check = jest.fn(satisfy);
    expect(cachedSatisfy('1.2.3', '^1.2.0', check)).toBe(true);
    expect(cachedSatisfy('1.2.3', '^1.2.0', check)).toBe(true);
    expect(cachedSatisfy('2.0.0', '^1.2.0', check)).toBe(false);
    expect(cachedSatisfy('2.0.0', '^1.2.0', check)).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps pairs apart that would run together in one string', () => {
    const check = jest.fn((version: string, range: string) => version === '1.0.0' && range === '1.0.0');
    expect(cachedSatisfy('1.0.0', '1.0.0', check)).toBe(true);
    expect(cachedSatisfy('1.0.01', '.0.0', check)).toBe(false);
  });
});
