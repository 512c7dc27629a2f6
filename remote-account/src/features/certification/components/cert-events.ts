import type { TFunction } from 'i18next';
import type { CertEvent, CertField } from '@b2b/shared/contract';
import type { TimelineEvent } from '@b2b/ui-kit';

const COLORS: Partial<Record<CertEvent['action'], string>> = { APPROVED: 'green', REJECTED: 'red', EXPIRING: 'orange', EXPIRED: 'gray' };

/** A certificate's history as timeline entries, every word from the locale (`t` of the account namespace). */
export function certTimeline(events: readonly CertEvent[], t: TFunction): TimelineEvent[] {
  const fieldNames = (fields: readonly CertField[]) =>
    fields.map((f) => t(`certification.field.${f}`)).join(t('certification.listSeparator'));
  return events.map((event) => {
    const rejected = event.rejectFields
      ? Object.entries(event.rejectFields).map(([field, reason]) =>
          t('certification.fieldReason', { field: t(`certification.field.${field}`), reason }),
        )
      : [];
    const detail = [event.reason, ...rejected].filter(Boolean).join('\n');
    return {
      key: event.id,
      at: event.createdAt,
      what: t(`certification.event.${event.action}`),
      who: event.actor ?? t('certification.platform'),
      change: event.changedFields?.length ? t('certification.changed', { fields: fieldNames(event.changedFields) }) : undefined,
      detail: detail || undefined,
      color: COLORS[event.action],
    };
  });
}
