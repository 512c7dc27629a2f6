import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/** A plain list of rows separated by a line (antd's List is deprecated); each row may be selected or clicked. */
export function Rows<T>({
  items,
  rowKey,
  render,
  label,
  selected,
  onPick,
  testId,
}: {
  items: T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
  label?: string;
  selected?: string | null;
  onPick?: (item: T) => void;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const rowStyle = (key: string): CSSProperties => ({
    padding: '10px 12px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    cursor: onPick ? 'pointer' : undefined,
    background: key === selected ? token.controlItemBgActive : undefined,
  });
  return (
    <div role="list" aria-label={label}>
      {items.map((item) => {
        const key = rowKey(item);
        return (
          <div key={key} role="listitem" data-testid={testId} style={rowStyle(key)} onClick={onPick && (() => onPick(item))}>
            {render(item)}
          </div>
        );
      })}
    </div>
  );
}
