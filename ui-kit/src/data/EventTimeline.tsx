import type { ReactNode } from 'react';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@b2b/shared/i18n';

export interface TimelineEvent {
  key: string;
  /** When it happened (epoch ms). */
  at: number;
  /** What happened, in bold. */
  what: ReactNode;
  /** Who did it. */
  who?: ReactNode;
  /** A change of state or value ("draft → pending"), in grey. */
  change?: ReactNode;
  /** A reason, a note, a comment: kept as written, line breaks included. */
  detail?: ReactNode;
  color?: string;
}

/** An audit trail, always newest first (the platform's one order), each entry dated in the reader's language. */
export function EventTimeline({ events, empty }: { events: readonly TimelineEvent[]; empty?: string }) {
  const { t, i18n } = useTranslation('common');
  if (events.length === 0) return <Typography.Text type="secondary">{empty ?? t('state.empty')}</Typography.Text>;
  return (
    <Timeline
      items={[...events]
        .sort((a, b) => b.at - a.at)
        .map((event) => ({
          key: event.key,
          color: event.color,
          title: formatDateTime(event.at, i18n.language),
          content: (
            <div data-testid="timeline-event">
              <div>
                <Typography.Text strong>{event.what}</Typography.Text>
                {event.who ? <> · {event.who}</> : null}
              </div>
              {event.change && <Typography.Text type="secondary">{event.change}</Typography.Text>}
              {event.detail && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{event.detail}</div>}
            </div>
          ),
        }))}
    />
  );
}
