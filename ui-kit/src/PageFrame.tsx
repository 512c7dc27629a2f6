import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

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
  return (
    <div style={{ maxWidth: width, margin: '0 auto', padding: '24px 16px' }}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </div>
  );
}
