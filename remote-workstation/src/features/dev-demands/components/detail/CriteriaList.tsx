import { Flex, Progress, Typography } from 'antd';
import type { Criterion } from '@b2b/shared/contract';

export function CriteriaList({ criteria }: { criteria: Criterion[] }) {
  return (
    <Flex vertical gap={4} style={{ maxWidth: 420 }}>
      {criteria.map((c) => (
        <Flex key={c.key} gap={12} align="center">
          <Typography.Text style={{ flex: '0 0 35%', minWidth: 0 }} ellipsis>
            {c.name}
          </Typography.Text>
          <Progress percent={c.weight} size="small" format={(p) => `${p}%`} style={{ flex: 1, margin: 0 }} />
        </Flex>
      ))}
    </Flex>
  );
}
