import { Alert, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { TeamOverview } from '@b2b/shared/contract';
import { NS } from '../../../i18n';

/** The level's seats and how many are taken (sub-accounts and pending invitations); when full, the ways to free one. */
export function SeatSummary({ team }: { team: TeamOverview }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const full = team.used >= team.seats;
  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap align="center" size="middle">
        <Tag color="gold">{tc(`memberLevel.${team.memberLevel}`)}</Tag>
        <Typography.Text data-testid="seats">{t('team.seats', { used: team.used, seats: team.seats })}</Typography.Text>
      </Space>
      <Progress
        percent={team.seats ? Math.min(100, Math.round((team.used / team.seats) * 100)) : 100}
        showInfo={false}
        status={full ? 'exception' : 'normal'}
        aria-label={t('team.seats', { used: team.used, seats: team.seats })}
      />
      {full && (
        <Alert
          type="warning"
          showIcon
          title={team.used > team.seats ? t('team.overSeats') : t('team.full')}
          description={
            <>
              {t('team.fullHint')} <Link to="/vip">{t('team.compare')}</Link>
            </>
          }
        />
      )}
    </div>
  );
}
