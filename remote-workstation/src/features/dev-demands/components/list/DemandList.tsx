import { useId } from 'react';
import { Button, Flex, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, type DemandStatus, type MyDemandsQuery } from '@b2b/shared/contract';
import { FilterTabs, filterTabId, PageFrame, useIsPhone } from '@b2b/ui-kit';
import { useMyDemands } from '../../api/get-my-demands';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';
import { useArrivalFlash } from '../../lib/flash';
import { DemandLoadState } from '../Loaded';
import { DemandCards } from './DemandCards';
import { DemandTable } from './DemandTable';
import { ListEmpty } from './ListEmpty';
import { PAGE_SIZE, PRESET_STATUSES, PRESET_TABS, type ListPreset } from './presets';

const ALL = 'ALL';

/** The company's demands in one of three lists (all, verification, published), filtered by tab and keyword, paged. */
export function DemandList({ preset }: { preset: ListPreset }) {
  const { t } = useTranslation(NS);
  useArrivalFlash();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const tab = params.get('status') ?? ALL;
  const keyword = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;

  const statuses = tab === ALL ? PRESET_STATUSES[preset] : [tab as DemandStatus];
  const query: MyDemandsQuery = { page, pageSize: PAGE_SIZE };
  if (statuses) query.status = [...statuses];
  if (keyword) query.keyword = keyword;
  const demands = useMyDemands(query);

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  const filtered = tab !== ALL || !!keyword;
  const data = demands.data;
  const body = !data ? (
    <DemandLoadState
      error={demands.isError && !demands.isFetching ? demands.error : undefined}
      what={t('list.what')}
      onRetry={() => void demands.refetch()}
    />
  ) : data.total === 0 && !demands.isFetching ? (
    <ListEmpty preset={preset} filtered={filtered} onClear={() => setParams(new URLSearchParams(), { replace: true })} />
  ) : phone ? (
    <DemandCards data={data} loading={demands.isFetching} showReason={preset !== 'published'} onPage={(p) => update({ page: String(p) })} />
  ) : (
    <DemandTable data={data} loading={demands.isFetching} showReason={preset !== 'published'} onPage={(p) => update({ page: String(p) })} />
  );

  return (
    <PageFrame
      title={t(`list.title.${preset}`)}
      width={1200}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DEV_PATHS.publish)}>
          {phone ? null : t('list.publish')}
        </Button>
      }
    >
      <FilterTabs
        panelId={panelId}
        aria-label={t('list.tabs')}
        activeKey={tab}
        onChange={(key) => update({ status: key === ALL ? undefined : key, page: undefined })}
        items={[ALL, ...PRESET_TABS[preset]].map((key) => ({
          key,
          label: key === ALL ? t('list.tabAll') : t(`demandStatus.${key}`, { ns: 'workstation' }),
        }))}
      />
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          maxLength={DEMAND_LIMITS.keywordMax}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          enterButton={t('list.search')}
          style={{ maxWidth: 420 }}
          onSearch={(value) => update({ q: value.trim() || undefined, page: undefined })}
        />
      </Flex>
      <div role="tabpanel" id={panelId} aria-labelledby={filterTabId(panelId, tab)}>
        {body}
      </div>
    </PageFrame>
  );
}
