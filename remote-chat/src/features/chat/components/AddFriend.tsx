import { useState } from 'react';
import { Alert, Button, Card, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { CHAT_LIMITS } from '@b2b/shared/contract';
import { useChatAction } from '../api/chat-actions';
import { NS } from '../../../i18n';

/**
 * A friend request to the account or company another page linked to (`?company=<id>&name=…` or
 * `?user=<id>&name=…`): the server takes an account or company id, not a search by name or email.
 */
export function AddFriend() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const companyId = params.get('company');
  const userId = params.get('user');
  const name = params.get('name') ?? '';
  const [note, setNote] = useState('');
  const request = useChatAction('requestFriend');
  if (!companyId && !userId) return null;
  const send = () => request.mutate({ ...(companyId ? { companyId } : { userId: userId! }), ...(note.trim() && { note: note.trim() }) });
  return (
    <Card size="small" style={{ margin: 8 }} title={t(companyId ? 'add.toCompany' : 'add.toUser', { name })}>
      {request.isSuccess ? (
        <Alert type="success" showIcon title={t(request.data.status === 'ACCEPTED' ? 'add.nowFriends' : 'add.sent')} />
      ) : (
        <>
          <Input.TextArea
            aria-label={t('add.note')}
            placeholder={t('add.note')}
            maxLength={CHAT_LIMITS.friendNoteMax}
            autoSize={{ minRows: 2, maxRows: 4 }}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="primary" style={{ marginTop: 8 }} loading={request.isPending} onClick={send}>
            {t('add.send')}
          </Button>
        </>
      )}
    </Card>
  );
}
