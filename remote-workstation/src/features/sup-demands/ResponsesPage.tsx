import { useState } from 'react';
import { Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { DEMAND_LIMITS, RESPONSE_STATUSES, type ResponseStatus, type ResponseView } from '@b2b/shared/contract';
import { PageFrame, QueryPagedList, RouteButton, usePageParam, useRouteOffer } from '@b2b/ui-kit';
import { useMyResponses } from './api/get-my-responses';
import { ResponseCard } from './components/ResponseCard';
import { ReviseDrawer } from './components/ReviseDrawer';
import { NS } from './i18n';

export const PAGE_SIZES = [10, 20, 50] as const;

/** The search, status and page size, kept in the URL (`?q=…&status=…&size=20`) like the page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = RESPONSE_STATUSES.find((s) => s === params.get('status'));
  const keyword = params.get('q')?.trim().slice(0, DEMAND_LIMITS.keywordMax) || undefined;
  const size = PAGE_SIZES.find((n) => String(n) === params.get('size')) ?? PAGE_SIZES[0];
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { status, keyword, size, set };
}

/** The supplier company's responses, newest first, searchable by the demand's title, with what each allows now. */
export function ResponsesPage() {
  const { t } = useTranslation(NS);
  const { status, keyword, size, set } = useListParams();
  const [page, setPage] = usePageParam();
  const [revising, setRevising] = useState<ResponseView | null>(null);
  const query = useMyResponses({ page, pageSize: size, ...(status && { status }), ...(keyword && { keyword }) });
  const filtered = !!status || !!keyword;
  const zone = useRouteOffer('/demand');

  const toolbar = (
    <Flex wrap gap={8} align="center">
      <Input.Search
        key={keyword ?? ''}
        allowClear
        defaultValue={keyword}
        maxLength={DEMAND_LIMITS.keywordMax}
        placeholder={t('list.search')}
        aria-label={t('list.searchLabel')}
        style={{ width: 240, maxWidth: '100%' }}
        onSearch={(value) => set('q', value.trim() || undefined)}
      />
      <Select<ResponseStatus | 'ALL'>
        aria-label={t('list.filter')}
        value={status ?? 'ALL'}
        style={{ width: 140 }}
        onChange={(value) => set('status', value === 'ALL' ? undefined : value)}
        options={[
          { value: 'ALL', label: t('list.all') },
          ...RESPONSE_STATUSES.map((s) => ({ value: s, label: t(`responseStatus.${s}`, { ns: 'workstation' }) })),
        ]}
      />
      <Select<number>
        aria-label={t('list.pageSize')}
        value={size}
        style={{ width: 130 }}
        onChange={(value) => set('size', value === PAGE_SIZES[0] ? undefined : String(value))}
        options={PAGE_SIZES.map((n) => ({ value: n, label: t('list.pageSizeOption', { count: n }) }))}
      />
    </Flex>
  );

  return (
    <PageFrame title={t('list.title')} extra={toolbar}>
      <QueryPagedList
        query={query}
        empty={{
          title: t(keyword ? 'list.emptySearch' : status ? 'list.emptyFiltered' : 'list.empty'),
          hint: t(keyword ? 'list.emptySearchHint' : status ? 'list.emptyFilteredHint' : zone ? 'list.emptyHint' : 'list.emptyHintNoZone'),
          action: !filtered && (
            <RouteButton type="primary" to="/demand">
              {t('action.browse')}
            </RouteButton>
          ),
        }}
        header={
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('list.newestFirst')}
          </Typography.Text>
        }
        label={t('list.title')}
        rowKey={(r) => r.id}
        render={(r) => <ResponseCard response={r} onRevise={setRevising} />}
        page={page}
        pageSize={size}
        onPage={setPage}
      />
      <ReviseDrawer response={revising} onClose={() => setRevising(null)} />
    </PageFrame>
  );
}

export default ResponsesPage;
