import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { ItemRow } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRevokeInvitation } from '../api/revoke-invitation';

/**
 * A pending invitation: to whom (an address or a mobile number), as what, until when; a phone invitation locked
 * by wrong codes says so. Revoking it frees its seat.
 */
export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const to = invitation.email ?? invitation.phone ?? '';
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const revoke = useRevokeInvitation();
  return (
    <ItemRow
      title={
        <Space wrap size={6}>
          {invitation.nickname}
          <Tag>{tc(`accountType.${invitation.type}`)}</Tag>
          {invitation.status === 'LOCKED' ? (
            <Tag color="red">{t('team.status.LOCKED')}</Tag>
          ) : (
            <Tag color="blue">{t('team.status.PENDING')}</Tag>
          )}
        </Space>
      }
      meta={
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {to} · {t('team.until', { date: formatDate(invitation.expiresAt, i18n.language) })}
          {invitation.status === 'LOCKED' && ` · ${t('team.lockedHint')}`}
        </Typography.Text>
      }
      actions={
        <Popconfirm
          title={t('team.revoke.confirm', { email: to })}
          description={t('team.revoke.hint')}
          okText={t('team.revoke.action')}
          cancelText={tc('action.cancel')}
          onConfirm={() =>
            revoke
              .mutateAsync(invitation.id)
              .then(() => void message.success(t('team.revoke.done')))
              .catch(() => undefined)
          }
        >
          <Button size="small" aria-label={t('team.revoke.of', { email: to })}>
            {t('team.revoke.action')}
          </Button>
        </Popconfirm>
      }
    />
  );
}
