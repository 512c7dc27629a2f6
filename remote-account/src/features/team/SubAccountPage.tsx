import { useState } from 'react';
import { App, Button, Card, Flex, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { useTeam } from './api/get-team';
import { InvitationRow } from './components/InvitationRow';
import { InviteDialog } from './components/InviteDialog';
import { MemberRow } from './components/MemberRow';
import { SeatSummary } from './components/SeatSummary';

/**
 * Sub-accounts (`account/sub-account`, the main account of a pay member): the seats of the level, the sub-accounts
 * with disable, enable, password reset and delete, the pending invitations, and inviting by mail.
 */
export function SubAccountPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const data = team.data;
  const full = !!data && data.used >= data.seats;
  const inviteButton = (
    <Button type="primary" icon={<UserAddOutlined />} disabled={!data || full} onClick={() => setInviting(true)}>
      {t('team.invite.open')}
    </Button>
  );
  return (
    <PageFrame title={tc('route.accountSubAccount')} width={820} extra={inviteButton}>
      {!data ? (
        <LoadState error={!team.isFetching && team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <SeatSummary team={data} />
          <Typography.Title level={5}>{t('team.members')}</Typography.Title>
          {data.members.length === 0 ? (
            <EmptyState title={t('team.noMembers')} hint={t('team.noMembersHint')} />
          ) : (
            <Flex vertical gap={8} role="list" aria-label={t('team.members')} style={{ marginBottom: 24 }}>
              {data.members.map((member) => (
                <Card key={member.userId} size="small" role="listitem">
                  <MemberRow member={member} />
                </Card>
              ))}
            </Flex>
          )}
          {data.invitations.length > 0 && (
            <>
              <Typography.Title level={5}>{t('team.invitations')}</Typography.Title>
              <Flex vertical gap={8} role="list" aria-label={t('team.invitations')}>
                {data.invitations.map((invitation) => (
                  <Card key={invitation.id} size="small" role="listitem">
                    <InvitationRow invitation={invitation} />
                  </Card>
                ))}
              </Flex>
            </>
          )}
        </>
      )}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          void message.success(t('team.invite.done', { email }));
        }}
      />
    </PageFrame>
  );
}

export default SubAccountPage;
