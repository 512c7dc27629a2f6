import { useState, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { IconProvider } from '@ant-design/icons';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@b2b/shared/i18n';
import { queryClient, QueryClientProvider } from '@b2b/shared/query';
import { antdStylesheetHref, antdTheme } from './antd-stylesheet';

/** Two-character Chinese labels ("评分", "搜索") read like every other button: antd would insert a space. */
const BUTTON = { autoInsertSpace: false } as const;

/** What the app's own copy of `@ant-design/icons` is told when the build wrote antd's stylesheet. */
const ICONS_FROM_SHEET = { zeroRuntime: true };

/**
 * Every app wraps its pages in this: its antd (the shared one, or remote-auth's own) gets the one
 * theme from @b2b/shared and the locale of the current language, `App` gives its components
 * message/modal context, and every app's queries share the platform's one QueryClient. antd's styles
 * come from the stylesheet the app's build wrote; React puts it in the head once and holds the page
 * until it has loaded. The stylesheet holds the icons' styles too: antd's ConfigProvider tells its own
 * copy of `@ant-design/icons` so, and ICONS_FROM_SHEET tells the app's copy when it is another one (a
 * remote's icons next to the host's antd), which would otherwise insert the same styles at run time.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  const [stylesheet] = useState(antdStylesheetHref);
  const providers = (
    <ConfigProvider theme={antdTheme(!!stylesheet)} locale={lang === 'zh-CN' ? zhCN : enUS} button={BUTTON}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="antd" />}
      {stylesheet ? <IconProvider value={ICONS_FROM_SHEET}>{providers}</IconProvider> : providers}
    </QueryClientProvider>
  );
}
