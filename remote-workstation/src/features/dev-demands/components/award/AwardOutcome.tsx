import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { MessageOutlined, PhoneOutlined, RocketOutlined } from '@ant-design/icons';
import { Link } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { Demand } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { Money } from '../../../../components';
import { useResponse } from '../../api/get-response';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';

/** Chat is offered only when the account may open it, by the route table's own rule. */
function useMayChat(): boolean {
  const user = useSession((s) => s.user);
  const route = findRoute('chat');
  return !!route && canAccess(route, user).ok;
}

/**
 * An awarded demand's outcome for party A: who won and on what terms, where the evaluation and the award's mark
 * history are, and what comes next: the delivery project (started on the first visit) and the supplier's contact.
 */
export function AwardOutcome({ demand, showEvaluationLink = true }: { demand: Demand; showEvaluationLink?: boolean }) {
  const { t } = useTranslation(NS);
  const winner = useResponse(demand.awardedResponseId);
  const mayChat = useMayChat();
  // A REQ sub-account reads only: starting the project is for MAIN and PROJ accounts (the server refuses it).
  const mayStart = useSession((s) => s.user?.type) !== 'REQ';
  if (demand.status !== 'AWARDED' || !demand.awardedResponseId) return null;
  const r = winner.data;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="award-outcome"
      style={{ marginBottom: 16 }}
      title={r ? t('awarded.title', { name: r.supplierName }) : t('awarded.what')}
      description={
        <Flex vertical gap={8}>
          {r && (
            <Typography.Text>
              <Money amount={r.price} currency={r.currency} /> · {t('mark.days', { count: r.timelineDays })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{t('awarded.over')}</Typography.Text>
          <Flex gap={16} wrap>
            {showEvaluationLink && <Link to={DEV_PATHS.mark(demand.id)}>{t('awarded.evaluation')}</Link>}
            <Link to={DEV_PATHS.markHistory(demand.awardedResponseId)}>{t('awarded.history')}</Link>
          </Flex>
          <Typography.Text strong>{t('awarded.nextTitle')}</Typography.Text>
          <Typography.Text>{t('awarded.next')}</Typography.Text>
          {mayStart && (
            <Link to={DEV_PATHS.project(demand.awardedResponseId)}>
              <Button type="primary" icon={<RocketOutlined />}>
                {t('awarded.project')}
              </Button>
            </Link>
          )}
          {r &&
            (r.contact ? (
              <Descriptions size="small" column={1} colon={false}>
                <Descriptions.Item label={t('awarded.contact')}>{r.contact.name}</Descriptions.Item>
                <Descriptions.Item label={t('awarded.phone')}>
                  <Typography.Link href={`tel:${r.contact.phone}`}>{r.contact.phone}</Typography.Link>
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t('awarded.noContact')}</Typography.Text>
            ))}
          <Flex gap={8} wrap>
            {r?.contact && (
              <Button size="small" icon={<PhoneOutlined />} href={`tel:${r.contact.phone}`}>
                {t('awarded.call')}
              </Button>
            )}
            {mayChat && (
              <Link to="/chat">
                <Button size="small" icon={<MessageOutlined />}>
                  {t('awarded.chat')}
                </Button>
              </Link>
            )}
          </Flex>
        </Flex>
      }
    />
  );
}
