import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandStatus, ResponseStatus } from '@b2b/shared/contract';
import { NS } from '../i18n';

const COLORS: Record<DemandStatus, string> = {
  DRAFT: 'default',
  PENDING: 'gold',
  REJECTED: 'error',
  PUBLISHED: 'processing',
  CLOSED: 'purple',
  AWARDED: 'success',
  CANCELLED: 'default',
};

const RESPONSE_COLORS: Record<ResponseStatus, string> = {
  ACTIVE: 'processing',
  WITHDRAWN: 'default',
  AWARDED: 'success',
  DECLINED: 'default',
};

/** A demand's state; a PUBLISHED demand whose `deadline` has passed shows as CLOSED, as the server derives it. */
export function DemandStatusTag({ status, deadline, now = Date.now() }: { status: DemandStatus; deadline?: number; now?: number }) {
  const { t } = useTranslation(NS);
  const shown = status === 'PUBLISHED' && deadline !== undefined && deadline <= now ? 'CLOSED' : status;
  return (
    <Tag color={COLORS[shown]} style={{ marginInlineEnd: 0 }}>
      {t(`demandStatus.${shown}`)}
    </Tag>
  );
}

/** A response's state; an active response of a cancelled demand ended with it, and says so. */
export function ResponseStatusTag({ status, demandStatus }: { status: ResponseStatus; demandStatus?: DemandStatus }) {
  const { t } = useTranslation(NS);
  if (status === 'ACTIVE' && demandStatus === 'CANCELLED') {
    return (
      <Tag color="default" style={{ marginInlineEnd: 0 }}>
        {t('responseEnded.CANCELLED')}
      </Tag>
    );
  }
  return (
    <Tag color={RESPONSE_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`responseStatus.${status}`)}
    </Tag>
  );
}
