import { useEffect, useState } from 'react';
import { Button, Flex, Input, InputNumber, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, MARKET_SORTS } from '@b2b/shared/contract';
import { useCategories, useProvinces } from '../api/get-reference';
import { DEFAULT_FILTERS, type MarketFilters } from '../lib/market-query';

const STATUSES = ['OPEN', 'CLOSED', 'ALL'] as const;
const control = { flex: '1 1 160px', minWidth: 0, maxWidth: '100%' };

/** Keyword, category, province, budget range, open or closed, and the order of the cards. */
export function DemandFilters({ value, onChange }: { value: MarketFilters; onChange: (next: MarketFilters) => void }) {
  const { t } = useTranslation('host');
  const categories = useCategories();
  const provinces = useProvinces();
  const [keyword, setKeyword] = useState(value.keyword);
  useEffect(() => setKeyword(value.keyword), [value.keyword]); // a link or the back button changed it
  const set = (patch: Partial<MarketFilters>) => onChange({ ...value, ...patch });
  const reset = () => {
    setKeyword('');
    onChange(DEFAULT_FILTERS);
  };

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} data-testid="demand-filters">
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(text) => set({ keyword: text })}
        maxLength={DEMAND_LIMITS.keywordMax}
        placeholder={t('demand.filter.keyword')}
        aria-label={t('demand.filter.keyword')}
        allowClear
        enterButton
      />
      <Flex gap={8} wrap>
        <Select
          style={control}
          allowClear
          value={value.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          placeholder={t('demand.filter.category')}
          aria-label={t('demand.filter.category')}
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select
          style={control}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={value.provinceCode}
          onChange={(provinceCode) => set({ provinceCode })}
          placeholder={t('demand.filter.province')}
          aria-label={t('demand.filter.province')}
          loading={provinces.isPending}
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
        />
        <Flex gap={4} align="center" style={{ flex: '2 1 240px', minWidth: 0 }}>
          <InputNumber
            style={{ flex: 1, minWidth: 0 }}
            min={0}
            max={DEMAND_LIMITS.budgetMax}
            precision={0}
            value={value.budgetFrom}
            onChange={(budgetFrom) => set({ budgetFrom })}
            placeholder={t('demand.filter.budgetFrom')}
            aria-label={t('demand.filter.budgetFrom')}
          />
          <span aria-hidden>–</span>
          <InputNumber
            style={{ flex: 1, minWidth: 0 }}
            min={0}
            max={DEMAND_LIMITS.budgetMax}
            precision={0}
            value={value.budgetTo}
            onChange={(budgetTo) => set({ budgetTo })}
            placeholder={t('demand.filter.budgetTo')}
            aria-label={t('demand.filter.budgetTo')}
          />
        </Flex>
      </Flex>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Segmented
          value={value.status}
          onChange={(status) => set({ status })}
          options={STATUSES.map((s) => ({ value: s, label: t(`demand.filter.status.${s}`) }))}
        />
        <Flex gap={8} align="center" wrap>
          <Select
            style={{ width: 160 }}
            value={value.sort}
            onChange={(sort) => set({ sort })}
            aria-label={t('demand.filter.sort')}
            options={MARKET_SORTS.map((s) => ({ value: s, label: t(`demand.sort.${s}`) }))}
          />
          <Button onClick={reset}>{t('demand.filter.reset')}</Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
