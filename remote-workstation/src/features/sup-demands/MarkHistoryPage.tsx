import { Card, Divider, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@b2b/shared/router';
import { EmptyState, LoadState, PageFrame } from '@b2b/ui-kit';
import { DemandStatusTag } from '../../components';
import { useMarkHistory } from './api/get-mark-history';
import { useResponse } from './api/get-response';
import { DemandLink } from './components/DemandLink';
import { MarkTimeline } from './components/MarkTimeline';
import { ResponseFacts } from './components/ResponseFacts';
import { NS } from './i18n';

/** The mark history of one of the company's responses, under a summary of the response. */
export function MarkHistory({ respondId }: { respondId: string }) {
  const { t } = useTranslation(NS);
  const response = useResponse(respondId);
  const history = useMarkHistory(respondId);
  const back = <Link to="/workstation/published/sup/list">{t('history.back')}</Link>;
  return (
    <PageFrame title={t('history.title')} extra={back}>
      {!response.data ? (
        <LoadState error={response.isError && !response.isFetching} onRetry={() => void response.refetch()} />
      ) : (
        <Card size="small" type="inner">
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Space wrap size={8}>
              <DemandLink id={response.data.demandId} title={response.data.demandTitle} />
              <DemandStatusTag status={response.data.demandStatus} />
            </Space>
            <ResponseFacts response={response.data} />
            {response.data.outdated && <Typography.Text type="warning">{t('outdated.title')}</Typography.Text>}
          </Space>
        </Card>
      )}
      <Divider titlePlacement="start">{t('history.changes')}</Divider>
      {!history.data ? (
        <LoadState error={history.isError && !history.isFetching} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState title={t('history.empty')} hint={t('history.emptyHint')} />
      ) : (
        <MarkTimeline entries={history.data} />
      )}
    </PageFrame>
  );
}

export default function MarkHistoryPage() {
  const { respondId = '' } = useParams();
  return <MarkHistory key={respondId} respondId={respondId} />;
}
