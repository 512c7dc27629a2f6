import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeLeft } from '../lib/format';

const SOON_MS = 24 * 3600_000;

/** "3 days 4 h left", red within a day, "closed" once the deadline has passed; the date on hover. */
export function Deadline({ deadline, now }: { deadline: number; now: number }) {
  const { t, i18n } = useTranslation('host');
  const left = timeLeft(deadline, now);
  const text = left.closed
    ? t('demand.deadline.closed')
    : left.days > 0
      ? t('demand.deadline.days', { days: left.days, hours: left.hours })
      : t('demand.deadline.hours', { hours: left.hours, minutes: left.minutes });
  return (
    <Typography.Text
      type={left.closed ? 'secondary' : deadline - now < SOON_MS ? 'danger' : undefined}
      title={t('demand.deadline.at', { time: formatDateTime(deadline, i18n.language) })}
    >
      {text}
    </Typography.Text>
  );
}
