import { Card, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';

export const TERMS_TYPES = ['user', 'privacy', 'sales', 'legal'] as const;

/** The platform's policies: terms of use, privacy, sales policy and legal information. */
export default function TermsPage() {
  const { t } = useTranslation('host');
  const { type } = useParams();
  const navigate = useNavigate();
  if (!TERMS_TYPES.includes(type as (typeof TERMS_TYPES)[number])) return <NotFound />;
  const sections = t(`terms.${type}.sections`, { returnObjects: true }) as { heading: string; body: string }[];
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }} data-testid="terms-page">
      <Menu
        style={{ width: 200, borderRadius: 8 }}
        selectedKeys={[type!]}
        items={TERMS_TYPES.map((k) => ({ key: k, label: t(`terms.${k}.title`) }))}
        onClick={({ key }) => navigate(`/terms/${key}`)}
      />
      <Card style={{ flex: 1 }} title={t(`terms.${type}.title`)}>
        <p style={{ color: '#6b7280' }}>{t('terms.updated')}</p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h3>{s.heading}</h3>
            <p style={{ lineHeight: 1.9 }}>{s.body}</p>
          </section>
        ))}
      </Card>
    </div>
  );
}
