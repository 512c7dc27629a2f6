import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { formatDateTime } from './dates';
import { useNow } from './use-now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest two units of what is left: "3 天 4 小时", "5 小时 12 分", "8 分". */
export function useTimeLeft() {
  const { t } = useTranslation(NS);
  return (ms: number) => {
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    if (days > 0) return t('countdown.daysHours', { days, hours });
    if (hours > 0) return t('countdown.hoursMinutes', { hours, minutes });
    return t('countdown.minutes', { minutes: Math.max(1, minutes) });
  };
}

/** Time left until `deadline`, updated live; "已截止" once it has passed. The exact time is in the tooltip. */
export function Countdown({ deadline, prefix }: { deadline: number; prefix?: string }) {
  const { t, i18n } = useTranslation(NS);
  const left = deadline - useNow(deadline - Date.now() < HOUR ? 1_000 : 30_000);
  const timeLeft = useTimeLeft();
  const closed = left <= 0;
  return (
    <Tooltip title={formatDateTime(deadline, i18n.language)}>
      <Typography.Text type={closed ? 'secondary' : left < DAY ? 'warning' : undefined} style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={new Date(deadline).toISOString()}>
          {closed ? t('countdown.closed') : `${prefix ?? ''}${t('countdown.left', { time: timeLeft(left) })}`}
        </time>
      </Typography.Text>
    </Tooltip>
  );
}
