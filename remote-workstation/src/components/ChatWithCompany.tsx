import { Button, Popover, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@b2b/shared/router';
import { canAccess, findRoute, UPGRADE_PATH } from '@b2b/shared/access';
import { api } from '@b2b/shared/api';
import { CHAT_API, type ConversationRef, type ResponseView } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { NS } from '../i18n';

const CHAT = findRoute('chat')!;

/**
 * "Chat with this company" on a response: opens the direct conversation with the other party's contact
 * (`CHAT_API.withCompany`) and goes to it. A caller the route table keeps out of chat is told what chat
 * needs and where to get it instead; a refusal (the contact may not chat, a block) is the server's message.
 */
export function ChatWithCompany({ response, size }: { response: ResponseView; size?: 'small' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const open = useMutation({
    mutationFn: (body: { companyId: string; responseId: string }) => api.post<ConversationRef>(CHAT_API.withCompany, body),
    onSuccess: ({ conversationId }) => navigate(`/chat?c=${encodeURIComponent(conversationId)}`),
  });
  const companyId = response.chatCompanyId;
  if (!companyId) return null;
  const label = t('chatWithCompany.label');
  const decision = canAccess(CHAT, user);
  if (decision.ok) {
    return (
      <Button
        size={size}
        icon={<MessageOutlined />}
        loading={open.isPending}
        onClick={() => open.mutate({ companyId, responseId: response.id })}
      >
        {label}
      </Button>
    );
  }
  const reason = decision.reason === 'login' ? 'role' : decision.reason;
  const needs = (
    <div style={{ maxWidth: 280 }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {t(`access.${reason}.body`, { ns: 'common', page: t(CHAT.title, { ns: 'common' }) })}
      </Typography.Paragraph>
      {reason === 'pay' && user?.role !== 'CUSTOMER' && (
        <Link to={UPGRADE_PATH}>
          <Button type="primary" size="small">
            {t('action.upgrade', { ns: 'common' })}
          </Button>
        </Link>
      )}
    </div>
  );
  return (
    <Popover trigger="click" title={t(`access.${reason}.title`, { ns: 'common' })} content={needs}>
      <Button size={size} icon={<MessageOutlined />}>
        {label}
      </Button>
    </Popover>
  );
}
