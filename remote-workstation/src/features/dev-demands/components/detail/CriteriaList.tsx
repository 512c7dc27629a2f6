import { Flex, Progress, Typography } from 'antd';
import type { Criterion } from '@b2b/shared/contract';
import { useCriterionName } from '../../../../components';

export function CriteriaList({ criteria }: { criteria: Criterion[] }) {
  const nameOf = useCriterionName();
  return (
    <Flex vertical gap={4} style={{ maxWidth: 420 }}>
      {criteria.map((c) => (
        <Flex key={c.key} gap={12} align="center">
          <Typography.Text style={{ flex: '0 0 35%', minWidth: 0 }} ellipsis={{ tooltip: nameOf(c) }}>
            {nameOf(c)}
          </Typography.Text>
          <Progress percent={c.weight} size="small" format={(p) => `${p}%`} style={{ flex: 1, margin: 0 }} />
        </Flex>
      ))}
    </Flex>
  );
}
