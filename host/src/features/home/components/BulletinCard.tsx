import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { LatestBulletin } from '../../../components/bulletin/LatestBulletin';

/** The platform's latest announcements, as on the intro page, with the way to all of them. */
export function BulletinCard() {
  const { t } = useTranslation('host');
  return (
    <Card
      size="small"
      title={t('home.bulletin.title')}
      extra={<Link to="/bulletin">{t('home.bulletin.all')}</Link>}
      data-testid="home-bulletin"
    >
      <LatestBulletin />
    </Card>
  );
}
