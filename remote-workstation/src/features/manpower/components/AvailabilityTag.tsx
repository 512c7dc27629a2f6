import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Manpower } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { NS } from '../i18n';

const COLORS = { AVAILABLE: 'success', PARTIAL: 'gold', BUSY: 'error' } as const;

/** Availability, and from when the person is free when partly or fully busy. */
export function AvailabilityTag({ entry }: { entry: Pick<Manpower, 'availability' | 'availableFrom'> }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <span>
      <Tag color={COLORS[entry.availability]}>{t(`availability.${entry.availability}`)}</Tag>
      {entry.availability !== 'AVAILABLE' && entry.availableFrom !== null && (
        <span style={{ whiteSpace: 'nowrap' }}>{t('availableFrom', { date: formatDate(entry.availableFrom, i18n.language) })}</span>
      )}
    </span>
  );
}
