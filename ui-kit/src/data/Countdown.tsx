import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@b2b/shared/i18n';
import { useNow } from './use-now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest two units of what is left: "3 天 4 小时", "5 小时 12 分", "8 分钟". */
export function useTimeLeft() {
  const { t } = useTranslation('common');
  return (ms: number) => {
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    if (days > 0) return t('countdown.daysHours', { count: days, days, hours });
    if (hours > 0) return t('countdown.hoursMinutes', { hours, minutes });
    return t('countdown.minutes', { minutes: Math.max(1, minutes) });
  };
}

export interface CountdownProps {
  deadline: number;
  /** The time of a clock the caller shares among many countdowns (a list); each keeps its own otherwise. */
  now?: number;
  prefix?: string;
}

/** Time left until `deadline`, updated live, red within a day; "已截止" once it has passed. The exact time on hover. */
export function Countdown({ deadline, now, prefix }: CountdownProps) {
  const { t, i18n } = useTranslation('common');
  const own = useNow(now !== undefined ? null : deadline - Date.now() < HOUR ? 1_000 : 30_000);
  const left = deadline - (now ?? own);
  const timeLeft = useTimeLeft();
  const closed = left <= 0;
  return (
    <Tooltip title={t('countdown.at', { time: formatDateTime(deadline, i18n.language) })}>
      <Typography.Text type={closed ? 'secondary' : left < DAY ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={new Date(deadline).toISOString()}>
          {closed ? t('countdown.closed') : `${prefix ?? ''}${t('countdown.left', { time: timeLeft(left) })}`}
        </time>
      </Typography.Text>
    </Tooltip>
  );
}
