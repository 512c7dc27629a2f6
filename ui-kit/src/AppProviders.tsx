import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@b2b/shared/i18n';
import { queryClient, QueryClientProvider } from '@b2b/shared/query';
import { theme } from '@b2b/shared/ui';

/**
 * Every app wraps its pages in this: its own antd copy gets the one theme from @b2b/shared and
 * the locale of the current language, `App` gives its components message/modal context, and
 * every app's queries share the platform's one QueryClient.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={lang === 'zh-CN' ? zhCN : enUS}>
        <App component={false}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
