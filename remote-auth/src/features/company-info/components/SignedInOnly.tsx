import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { AuthCard, WIDE } from '../../../components/AuthCard';
import { NS } from '../../../i18n';

/**
 * The company details belong to a signed-in account. A visitor who lands here (a link in a review mail, a
 * session that ended) is asked to sign in, which brings an account with details to complete back to them.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const visitor = useSession((s) => s.status === 'anonymous');
  if (!visitor) return children;
  return (
    <AuthCard title={title} width={WIDE}>
      <Result
        status="info"
        title={t('company.signInFirst.title')}
        subTitle={t('company.signInFirst.description')}
        extra={
          <Button type="primary" onClick={() => navigate('/auth/login')}>
            {t('company.signInFirst.action')}
          </Button>
        }
      />
    </AuthCard>
  );
}
