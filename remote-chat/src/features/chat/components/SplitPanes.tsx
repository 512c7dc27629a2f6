import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useIsPhone } from '@b2b/ui-kit';

/** A list beside what it opens; on a phone one at a time: the list until something is open, then that. */
export function SplitPanes({ sidebar, pane, open }: { sidebar: ReactNode; pane: ReactNode; open: boolean }) {
  const { token } = theme.useToken();
  const isPhone = useIsPhone();
  return (
    <>
      {(!isPhone || !open) && (
        <div
          style={{
            width: isPhone ? '100%' : 320,
            flexShrink: 0,
            borderInlineEnd: isPhone ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {sidebar}
        </div>
      )}
      {(!isPhone || open) && <div style={{ flex: 1, minWidth: 0 }}>{pane}</div>}
    </>
  );
}
