import { act, renderHook } from '@testing-library/react';
import { getI18n, useTranslation } from 'react-i18next';
import { i18n, setLanguage } from './index';

describe('react-i18next binding', () => {
  afterEach(() => localStorage.clear());

  it('registers the shared instance with react-i18next', () => {
    expect(getI18n()).toBe(i18n);
  });

  it('serves useTranslation without a provider, and re-renders on a language switch', () => {
    act(() => setLanguage('zh-CN'));
    const { result } = renderHook(() => useTranslation('common'));
    expect(result.current.i18n.language).toBe('zh-CN');
    expect(result.current.t('nav.vip')).toBe('会员权益');
    act(() => setLanguage('en-US'));
    expect(result.current.t('nav.vip')).toBe('Member Benefits');
  });
});
