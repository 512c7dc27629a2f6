import { Flex, Progress, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Currency, Milestone } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { useNow } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { LOOK_COLORS, milestoneGlance } from '../lib/milestone-look';
import { NS } from '../i18n';

/** What a milestone's look says, with its days: "in review · 9 days left", "overdue by 3 days". */
export function GlanceTag({ milestone, now }: { milestone: Milestone; now: number }) {
  const { t } = useTranslation(NS);
  const { look, days } = milestoneGlance(milestone, now);
  return (
    <Tag color={LOOK_COLORS[look]} style={{ marginInlineEnd: 0 }} data-testid="milestone-glance">
      {days === undefined ? t(`look.${look}`) : t(`lookDays.${look}`, { count: days })}
    </Tag>
  );
}

/**
 * The plan at a glance for both sides: how much is accepted, then each milestone in order with its due date,
 * its share of the amount and how it stands (done, due, overdue, in review with the days left).
 */
export function MilestoneTimeline({ milestones, currency }: { milestones: Milestone[]; currency: Currency }) {
  const { t, i18n } = useTranslation(NS);
  const now = useNow(60_000);
  const accepted = milestones.filter((m) => m.state === 'ACCEPTED');
  const acceptedShare = accepted.reduce((sum, m) => sum + m.share, 0);
  return (
    <div>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Progress percent={acceptedShare} size="small" style={{ flex: '1 1 200px', margin: 0 }} aria-label={t('timeline.progress')} />
        <Typography.Text type="secondary">{t('timeline.accepted', { done: accepted.length, total: milestones.length })}</Typography.Text>
      </Flex>
      <Timeline
        items={milestones.map((m) => ({
          key: m.id,
          color: LOOK_COLORS[milestoneGlance(m, now).look],
          content: (
            <div data-testid="timeline-milestone">
              <Flex gap={8} wrap align="center">
                <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                  {t('timeline.name', { n: m.position + 1, name: m.name })}
                </Typography.Text>
                <GlanceTag milestone={m} now={now} />
              </Flex>
              <Typography.Text type="secondary">
                {t('timeline.due', { date: formatDate(m.dueDate, i18n.language) })} · {m.share}% ·{' '}
                <Money amount={m.amount} currency={currency} />
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </div>
  );
}
