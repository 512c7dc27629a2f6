import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useIsPhone } from '@b2b/ui-kit';

/** The bordered chat area of customer service: the window's height below the page title, at least 420 px. */
export function ChatBox({ children, testId }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  const isPhone = useIsPhone();
  return (
    <div
      data-testid={testId}
      style={{
        display: 'flex',
        height: 'max(420px, calc(100dvh - 260px))',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: isPhone ? 0 : token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}
