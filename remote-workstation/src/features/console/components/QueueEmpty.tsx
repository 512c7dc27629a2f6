import { Empty, Typography } from 'antd';

/** An empty queue: what it means, and what happens next. */
export function QueueEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{title}</div>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </>
      }
    />
  );
}
