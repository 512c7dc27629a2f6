import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import styles from './auth-card.module.css';

export const NARROW = 420;
export const WIDE = 760;

/** The centred card every auth page sits in, under the host's auth layout (logo and language switch). */
export function AuthCard({
  title,
  subtitle,
  extra,
  footer,
  width = NARROW,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown at the right of the title, e.g. a status tag. */
  extra?: ReactNode;
  footer?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
      <Card className={styles.card} style={{ width: '100%', maxWidth: width }} styles={{ body: { padding: '28px 28px 20px' } }}>
        <header style={{ marginBottom: 24 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {extra}
          </div>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </header>
        {children}
        {footer && <div style={{ marginTop: 8, textAlign: 'center' }}>{footer}</div>}
      </Card>
    </div>
  );
}
