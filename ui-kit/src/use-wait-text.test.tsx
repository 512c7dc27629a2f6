import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import { useWaitText } from './use-wait-text';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

async function waitText(lang: string) {
  await i18n.changeLanguage(lang);
  return renderHook(() => useWaitText(), { wrapper }).result.current;
}

describe('useWaitText', () => {
  it('says seconds under a minute, else minutes rounded up', async () => {
    const text = await waitText('zh-CN');
    expect(text(45)).toBe('请 45 秒后重试。');
    expect(text(60)).toBe('请 1 分钟后重试。');
    expect(text(61)).toBe('请 2 分钟后重试。');
  });

  it('speaks English, singular and plural', async () => {
    const text = await waitText('en-US');
    expect(text(1)).toBe('Try again in 1 second.');
    expect(text(30)).toBe('Try again in 30 seconds.');
    expect(text(900)).toBe('Try again in 15 minutes.');
  });
});
