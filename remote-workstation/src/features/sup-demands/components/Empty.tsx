import type { ReactNode } from 'react';
import { Empty as AntEmpty, Typography } from 'antd';

/** Nothing to show: why, and what to do next. */
export function Empty({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <AntEmpty
      image={AntEmpty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{title}</div>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </>
      }
    >
      {action}
    </AntEmpty>
  );
}
