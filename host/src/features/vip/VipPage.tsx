import { Button, Card, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';

const LEVELS = ['ORDINARY', 'VIP', 'SVIP'] as const;
const BENEFITS: Record<(typeof LEVELS)[number], string[]> = {
  ORDINARY: ['browse', 'respond', 'projects'],
  VIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers'],
  SVIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers', 'subAccounts', 'exposure', 'service'],
};

/** Member benefits: what each level brings, and where the user stands. */
export default function VipPage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  return (
    <div data-testid="vip-page">
      <h1 style={{ fontSize: 26 }}>{t('vip.title')}</h1>
      <p style={{ color: '#6b7280', marginTop: -6 }}>{t('vip.subtitle')}</p>
      <div style={gridStyle(260, 16)}>
        {LEVELS.map((level) => (
          <Card
            key={level}
            title={tc(`memberLevel.${level}`)}
            extra={user?.memberLevel === level && <Tag color="blue">{t('vip.current')}</Tag>}
            style={level === 'SVIP' ? { borderColor: '#d4a017' } : undefined}
          >
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2.1 }}>
              {BENEFITS[level].map((b) => (
                <li key={b}>
                  <CheckOutlined style={{ color: '#16a34a', marginRight: 8 }} />
                  {t(`vip.benefit.${b}`)}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <Card style={{ marginTop: 16 }}>
        <p style={{ margin: 0 }}>{user ? t('vip.howToUpgrade') : t('vip.signInFirst')}</p>
        <div style={{ marginTop: 12 }}>
          {user ? (
            <Link to="/account/payment">
              <Button type="primary">{tc('action.upgrade')}</Button>
            </Link>
          ) : (
            <Link to="/auth/register">
              <Button type="primary">{tc('action.register')}</Button>
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
