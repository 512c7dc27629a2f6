import { useState } from 'react';
import { Button, Flex, Result } from 'antd';
import { Link, useSearchParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { LoadState, readServerError } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';
import { CodeInvitation } from './CodeInvitation';
import { JoinForm } from './JoinForm';

/**
 * `auth/invitation`: the mail's link (`?token=…`) opens its invitation at once; without a token (a phone
 * invitation's text names this page) or with an unusable one, the visitor may choose "I have a code".
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [byCode, setByCode] = useState(false);
  if (byCode) return <CodeInvitation />;
  return token ? <TokenInvitation token={token} onCode={() => setByCode(true)} /> : <NoLink onCode={() => setByCode(true)} />;
}

function TokenInvitation({ token, onCode }: { token: string; onCode: () => void }) {
  const { t } = useTranslation(NS);
  const invitation = useInvitation(token);
  const acceptCall = useAcceptInvitation();
  if (readServerError(invitation.error)?.reason === 'INVITATION_INVALID') return <NoLink onCode={onCode} invalid />;
  const preview = invitation.data;
  if (!preview) {
    return (
      <AuthCard title={t('invitation.title')}>
        <LoadState error={!invitation.isFetching && invitation.error} onRetry={() => void invitation.refetch()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('invitation.title')} subtitle={t('invitation.subtitle', { company: preview.companyName })}>
      <JoinForm preview={preview} accept={(joining) => acceptCall.mutateAsync({ token, ...joining })} />
    </AuthCard>
  );
}

/** No link, or one that cannot be used: the way to a code, or to sign in. */
function NoLink({ onCode, invalid }: { onCode: () => void; invalid?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('invitation.title')}>
      <Result
        status={invalid ? 'warning' : 'info'}
        title={t(invalid ? 'invitation.invalid.title' : 'invitation.noLink.title')}
        subTitle={t(invalid ? 'invitation.invalid.description' : 'invitation.noLink.description')}
        extra={
          <Flex vertical align="center" gap={12}>
            <Button type="primary" onClick={onCode}>
              {t('invitation.code.choose')}
            </Button>
            <Link to="/auth/login">{t('invitation.toLogin')}</Link>
          </Flex>
        }
      />
    </AuthCard>
  );
}

export default InvitationPage;
