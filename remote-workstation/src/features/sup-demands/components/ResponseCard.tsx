import { Alert, App, Button, Flex, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { ResponseView } from '@b2b/shared/contract';
import { ChatWithCompany, DemandStatusTag } from '../../../components';
import { useReconfirmResponse, useWithdrawResponse } from '../api/response-actions';
import { NS } from '../i18n';
import { DemandLink } from './DemandLink';
import { ResponseFacts } from './ResponseFacts';

/** One of the company's responses, with exactly the actions its `can` flags allow. */
export function ResponseCard({ response, onRevise }: { response: ResponseView; onRevise: (response: ResponseView) => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const reconfirm = useReconfirmResponse();
  const withdraw = useWithdrawResponse();
  const { can } = response;

  const revise = can.revise && <Button onClick={() => onRevise(response)}>{t('action.revise')}</Button>;
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Space wrap size={8} style={{ minWidth: 0 }}>
          <DemandLink id={response.demandId} title={response.demandTitle} />
          <DemandStatusTag status={response.demandStatus} />
        </Space>
        <Link to={`/workstation/published/sup/mark-history/${encodeURIComponent(response.id)}`}>{t('action.markHistory')}</Link>
      </Flex>
      <ResponseFacts response={response} />
      {response.outdated && (
        <Alert
          type="warning"
          showIcon
          title={t('outdated.title')}
          description={
            <>
              <div>{t('outdated.description')}</div>
              <div style={{ marginTop: 8 }}>
                <Space wrap>
                  {can.reconfirm && (
                    <Button
                      size="small"
                      type="primary"
                      loading={reconfirm.isPending}
                      onClick={() => reconfirm.mutate(response.id, { onSuccess: () => void message.success(t('outdated.reconfirmed')) })}
                    >
                      {t('action.reconfirm')}
                    </Button>
                  )}
                  {can.revise && (
                    <Button size="small" onClick={() => onRevise(response)}>
                      {t('action.revise')}
                    </Button>
                  )}
                </Space>
              </div>
            </>
          }
        />
      )}
      {((!response.outdated && revise) || can.withdraw || response.chatCompanyId) && (
        <Space wrap>
          {!response.outdated && revise}
          <ChatWithCompany response={response} />
          {can.withdraw && (
            <Popconfirm
              title={t('withdraw.title')}
              description={t('withdraw.description')}
              okText={t('action.withdraw')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                withdraw
                  .mutateAsync(response.id)
                  .then(() => void message.success(t('withdraw.done')))
                  .catch(() => undefined)
              }
            >
              <Button danger loading={withdraw.isPending}>
                {t('action.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Flex>
  );
}
