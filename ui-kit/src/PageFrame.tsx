import type { ReactNode } from 'react';
import { Card, theme, Typography } from 'antd';

/** The frame of a content page: a title, an optional note, then the page's content in a card. */
export function PageFrame({
  title,
  extra,
  children,
  width = 960,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: width, margin: '0 auto', padding: '24px 16px' }}>
      <Card
        title={
          // Title and actions share one wrapping row: on a narrow screen the actions go below the title
          // instead of squeezing it (antd's own `extra` slot never wraps).
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 8,
              whiteSpace: 'normal',
              paddingBlock: 8,
            }}
          >
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {extra && <div style={{ fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div>}
          </div>
        }
      >
        {children}
      </Card>
    </div>
  );
}
