import { Card, Descriptions, Flex, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS as L, RATING_CRITERIA, type Project, type ProjectRating } from '@b2b/shared/contract';
import { formatDate, formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../i18n';

const DAY = 24 * 3_600_000;

function RatingCard({ project, rating }: { project: Project; rating: ProjectRating }) {
  const { t, i18n } = useTranslation(NS);
  const rater = rating.by === 'PARTY_A' ? project.partyAName : project.supplierName;
  const rated = rating.by === 'PARTY_A' ? project.supplierName : project.partyAName;
  return (
    <Card size="small" data-testid="rating" title={<span style={{ whiteSpace: 'normal' }}>{t('ratings.by', { rater, rated })}</span>}>
      <Descriptions size="small" column={1} colon={false}>
        {RATING_CRITERIA.map((c) => (
          <Descriptions.Item key={c} label={t(`criterion.${c}`)}>
            <Flex gap={8} align="center">
              <Rate disabled value={rating[c]} style={{ fontSize: 16 }} />
              <Typography.Text type="secondary">{t('ratings.score', { score: rating[c] })}</Typography.Text>
            </Flex>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {rating.comment && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{rating.comment}</Typography.Paragraph>
      )}
      <Typography.Text type="secondary">{formatDateTime(rating.createdAt, i18n.language)}</Typography.Text>
    </Card>
  );
}

/**
 * The ratings of an ended project: both once published; before that only the caller's own, with when the
 * other side's will show (when it rates, or `ratingRevealDays` after the end at the latest).
 */
export function RatingCards({ project }: { project: Project }) {
  const { t, i18n } = useTranslation(NS);
  const own = project.ratings.filter((r) => r.by === project.side);
  const reveal = project.endedAt ? project.endedAt + L.ratingRevealDays * DAY : null;
  if (project.ratingsPublished) {
    return project.ratings.length ? (
      <Flex vertical gap={12}>
        <Typography.Text type="success">{t('ratings.published')}</Typography.Text>
        {project.ratings.map((r) => (
          <RatingCard key={r.by} project={project} rating={r} />
        ))}
      </Flex>
    ) : (
      <Typography.Text type="secondary">{t('ratings.noneGiven')}</Typography.Text>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {reveal ? t('ratings.hiddenUntil', { date: formatDate(reveal, i18n.language), days: L.ratingRevealDays }) : t('ratings.hidden')}
      </Typography.Text>
      {own.map((r) => (
        <RatingCard key={r.by} project={project} rating={r} />
      ))}
    </Flex>
  );
}
