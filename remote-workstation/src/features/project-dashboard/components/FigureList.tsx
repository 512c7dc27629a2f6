import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The colour of its part of the chart. */
  color?: string;
}

/** The figures a chart draws, as text: what a reader needs without reading the chart. */
export function FigureList({ items }: { items: Figure[] }) {
  return (
    <Flex wrap gap="4px 16px" style={{ marginBottom: 8 }} data-testid="figures">
      {items.map((item) => (
        <span key={item.key} data-testid={`figure-${item.key}`} style={{ whiteSpace: 'nowrap' }}>
          {item.color && (
            <span
              aria-hidden
              style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: item.color, marginInlineEnd: 6 }}
            />
          )}
          <Typography.Text type="secondary">{item.label}</Typography.Text>{' '}
          <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
            {item.value}
          </Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
