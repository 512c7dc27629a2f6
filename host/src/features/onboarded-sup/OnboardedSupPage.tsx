import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { useSuppliers } from './api/get-suppliers';
import { SupplierFilters } from './components/SupplierFilters';
import { SupplierResults } from './components/SupplierResults';
import { DEFAULT_FILTERS, filtersFromParams, toDirectoryQuery, writeFiltersToParams, type DirectoryFilters } from './lib/directory-query';
import './i18n';

/**
 * The onboarded suppliers: approved suppliers for a paying party A, promoted ones first. The filters and page
 * live in the URL, so a link or the back button brings them back.
 */
export default function OnboardedSupPage() {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const show = (next: DirectoryFilters, nextPage: number) => setParams((p) => writeFiltersToParams(p, next, nextPage));
  const suppliers = useSuppliers(toDirectoryQuery(filters, page));
  const filtered = JSON.stringify(toDirectoryQuery(filters, 1)) !== JSON.stringify(toDirectoryQuery(DEFAULT_FILTERS, 1));

  return (
    <div data-testid="onboarded-sup" style={{ width: '100%', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('onboardedSup.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('onboardedSup.intro')}</Typography.Paragraph>
      <SupplierFilters value={filters} onChange={(next) => show(next, 1)} />
      <SupplierResults
        data={suppliers.data}
        pending={suppliers.isPending}
        error={suppliers.error}
        filtered={filtered}
        onRetry={() => void suppliers.refetch()}
        onPage={(next) => show(filters, next)}
      />
    </div>
  );
}
