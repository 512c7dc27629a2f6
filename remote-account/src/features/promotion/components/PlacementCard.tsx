import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { PromotionOverview } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { NS } from '../../../i18n';

/** A page the user may open, or null: the buttons link only where the guard lets the user through. */
function useOpenable(path: string): string | null {
  const user = useSession((s) => s.user);
  const route = findRoute(path);
  return route && canAccess(route, user).ok ? `/${path}` : null;
}

/** The placement the membership in force gives: promoted or not, until when and where, and the way to buy or renew. */
export function PlacementCard({ placement }: { placement: PromotionOverview['placement'] }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const lang = i18n.language;
  const payment = useOpenable('account/payment');
  const date = placement.expires === null ? '' : formatDate(placement.expires, lang);
  const places = placement.where.map((where) => t(`promotion.placement.where.${where}`)).join(t('promotion.placement.and'));
  const text = t(placement.promoted ? 'promotion.placement.promoted' : 'promotion.placement.plain', { date, places });
  return (
    <Card size="small" title={t('promotion.placement.title')} data-testid="promotion-placement">
      <Descriptions column={1} size="small" style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t('promotion.placement.level')}>
          <Tag color={placement.promoted ? 'gold' : 'default'}>{tc(`memberLevel.${placement.level}`)}</Tag>
          <Tag color={placement.promoted ? 'green' : 'default'} data-testid="promotion-state">
            {t(placement.promoted ? 'promotion.placement.promotedTag' : 'promotion.placement.notPromotedTag')}
          </Tag>
        </Descriptions.Item>
        {placement.promoted && <Descriptions.Item label={t('promotion.placement.until')}>{date}</Descriptions.Item>}
      </Descriptions>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {payment && (
          <Link to={payment}>
            <Button type={placement.promoted ? 'default' : 'primary'}>
              {t(placement.promoted ? 'promotion.placement.renew' : 'promotion.placement.buy')}
            </Button>
          </Link>
        )}
      </div>
    </Card>
  );
}
