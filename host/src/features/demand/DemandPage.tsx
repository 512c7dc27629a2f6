import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { useMarket } from './api/get-market';
import { DemandDrawer } from './components/DemandDrawer';
import { DemandFilters } from './components/DemandFilters';
import { MarketResults } from './components/MarketResults';
import { DEFAULT_FILTERS, filtersFromParams, toMarketQuery, writeFiltersToParams, type MarketFilters } from './lib/market-query';
import './i18n';

export const OPEN_PARAM = 'open';

/**
 * The demand zone: published demands for paying suppliers. The filters and page live in the URL, so a
 * link or the back button brings them back; `?open=<id>` opens one demand in the drawer.
 */
export default function DemandPage() {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const show = (next: MarketFilters, nextPage: number) => setParams((p) => writeFiltersToParams(p, next, nextPage));
  const market = useMarket(toMarketQuery(filters, page));
  const filtered = JSON.stringify(toMarketQuery(filters, 1)) !== JSON.stringify(toMarketQuery(DEFAULT_FILTERS, 1));

  const open = (id: string) =>
    setParams((p) => {
      p.set(OPEN_PARAM, id);
      return p;
    });
  const close = () =>
    setParams(
      (p) => {
        p.delete(OPEN_PARAM);
        return p;
      },
      { replace: true },
    );

  return (
    <div data-testid="demand-zone" style={{ width: '100%', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('demand.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('demand.intro')}</Typography.Paragraph>
      <DemandFilters value={filters} onChange={(next) => show(next, 1)} />
      <MarketResults
        data={market.data}
        pending={market.isPending}
        error={market.isError}
        filtered={filtered}
        onRetry={() => void market.refetch()}
        onOpen={open}
        onPage={(next) => show(filters, next)}
      />
      <DemandDrawer id={params.get(OPEN_PARAM)} onClose={close} />
    </div>
  );
}
