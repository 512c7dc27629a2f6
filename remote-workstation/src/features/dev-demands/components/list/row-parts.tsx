import { Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { DemandSummary } from '@b2b/shared/contract';
import { Countdown } from '@b2b/ui-kit';
import { formatDate } from '@b2b/shared/i18n';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';

export function DemandTitle({ demand }: { demand: DemandSummary }) {
  const place = [demand.provinceName, demand.cityName].filter(Boolean).join(' · ');
  return (
    <div style={{ minWidth: 0 }}>
      <Link to={DEV_PATHS.view(demand.id)} style={{ fontWeight: 500, wordBreak: 'break-word' }}>
        {demand.title}
      </Link>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[demand.categoryName, place].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
    </div>
  );
}

/** The countdown while it takes responses; the date otherwise. */
export function DemandDeadline({ demand }: { demand: DemandSummary }) {
  const { i18n } = useTranslation(NS);
  if (demand.status === 'PUBLISHED') return <Countdown deadline={demand.deadline} />;
  return <Typography.Text type="secondary">{formatDate(demand.deadline, i18n.language)}</Typography.Text>;
}

/** Links to the next step a row's state suggests; the pages themselves check what the server allows. */
export function RowActions({ demand }: { demand: DemandSummary }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const closed = demand.status === 'PUBLISHED' && demand.deadline <= Date.now();
  return (
    <Flex gap={4} wrap>
      {demand.status === 'REJECTED' && (
        <Button size="small" type="primary" onClick={() => navigate(DEV_PATHS.edit(demand.id))}>
          {t('action.editResubmit')}
        </Button>
      )}
      {demand.status === 'DRAFT' && (
        <Button size="small" onClick={() => navigate(DEV_PATHS.edit(demand.id))}>
          {t('action.edit')}
        </Button>
      )}
      {(closed || (demand.status === 'PUBLISHED' && demand.responseCount > 0)) && (
        <Button size="small" onClick={() => navigate(DEV_PATHS.mark(demand.id))}>
          {t('action.evaluate')}
        </Button>
      )}
      <Button size="small" type="link" onClick={() => navigate(DEV_PATHS.view(demand.id))}>
        {t('action.view')}
      </Button>
    </Flex>
  );
}
