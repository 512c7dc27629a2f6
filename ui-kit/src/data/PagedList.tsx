import { useEffect, type ReactNode } from 'react';
import { Card, Flex, Pagination, Spin, Typography } from 'antd';

export interface PagedListProps<T> {
  label: string;
  items: T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/**
 * A page of cards with the pager below: reads the same at 375 px as on a desktop. The page lives in the URL
 * (`usePageParam`); a page emptied meanwhile (its last item removed) steps back to the one before.
 */
export function PagedList<T>({ label, items, rowKey, render, page, pageSize, total, onPage, busy }: PagedListProps<T>) {
  const emptied = items.length === 0 && page > 1;
  useEffect(() => {
    if (emptied) onPage(page - 1);
  }, [emptied, page, onPage]);
  return (
    <Spin spinning={!!busy}>
      <Flex vertical gap={8} role="list" aria-label={label}>
        {items.map((item) => (
          <Card key={rowKey(item)} size="small" role="listitem">
            {render(item)}
          </Card>
        ))}
      </Flex>
      {total > pageSize && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </Spin>
  );
}

/** One row of a list: an optional picture, the title and its details, and the actions (below on a phone). */
export function ItemRow({ avatar, title, meta, actions }: { avatar?: ReactNode; title: ReactNode; meta?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex gap={12} align="center" style={{ minWidth: 0, flex: '1 1 240px' }}>
        {avatar}
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
            {title}
          </Typography.Text>
          {meta}
        </div>
      </Flex>
      {actions && (
        <Flex wrap gap={8}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
