import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERT_KIND_NAMES, CERT_KINDS, DIRECTORY_LIMITS, HEADCOUNT_STEPS, RATING_STEPS } from '@b2b/shared/contract';
import { useCities, useCompanyTypes, useProvinces } from '../api/get-reference';
import { DEFAULT_FILTERS, type DirectoryFilters } from '../lib/directory-query';

const control = { flex: '1 1 160px', minWidth: 0, maxWidth: '100%' };

/** Company name, type, province and city, team size, certification, rating, followed only, with a window. */
export function SupplierFilters({ value, onChange }: { value: DirectoryFilters; onChange: (next: DirectoryFilters) => void }) {
  const { t, i18n } = useTranslation('host');
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const types = useCompanyTypes();
  const provinces = useProvinces();
  const cities = useCities(value.provinceCode);
  const [keyword, setKeyword] = useState(value.keyword);
  useEffect(() => setKeyword(value.keyword), [value.keyword]); // a link or the back button changed it
  const set = (patch: Partial<DirectoryFilters>) => onChange({ ...value, ...patch });
  const reset = () => {
    setKeyword('');
    onChange(DEFAULT_FILTERS);
  };

  return (
    <Flex
      vertical
      gap={12}
      style={{ marginBottom: 16 }}
      role="search"
      aria-label={t('onboardedSup.filter.label')}
      data-testid="supplier-filters"
    >
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(text) => set({ keyword: text })}
        maxLength={DIRECTORY_LIMITS.keywordMax}
        placeholder={t('onboardedSup.filter.keyword')}
        aria-label={t('onboardedSup.filter.keyword')}
        allowClear
        enterButton
      />
      <Flex gap={8} wrap align="center">
        <Select
          style={control}
          allowClear
          value={value.companyTypeId}
          onChange={(companyTypeId) => set({ companyTypeId })}
          placeholder={t('onboardedSup.filter.type')}
          aria-label={t('onboardedSup.filter.type')}
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
        <Select
          style={control}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={value.provinceCode}
          onChange={(provinceCode) => set({ provinceCode, cityCode: undefined })}
          placeholder={t('onboardedSup.filter.province')}
          aria-label={t('onboardedSup.filter.province')}
          loading={provinces.isPending}
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
        />
        <Select
          style={control}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!value.provinceCode}
          value={value.cityCode}
          onChange={(cityCode) => set({ cityCode })}
          placeholder={t('onboardedSup.filter.city')}
          aria-label={t('onboardedSup.filter.city')}
          loading={!!value.provinceCode && cities.isPending}
          options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
        <Select
          style={control}
          allowClear
          value={value.minHeadcount}
          onChange={(minHeadcount) => set({ minHeadcount })}
          placeholder={t('onboardedSup.filter.capacity')}
          aria-label={t('onboardedSup.filter.capacity')}
          options={HEADCOUNT_STEPS.map((count) => ({ value: count, label: t('onboardedSup.filter.capacityOption', { count }) }))}
        />
        <Select
          style={control}
          allowClear
          value={value.cert}
          onChange={(cert) => set({ cert })}
          placeholder={t('onboardedSup.filter.certified')}
          aria-label={t('onboardedSup.filter.certified')}
          data-testid="filter-certified"
          options={[
            { value: 'ANY' as const, label: t('onboardedSup.filter.certifiedAny') },
            ...CERT_KINDS.map((kind) => ({ value: kind, label: CERT_KIND_NAMES[kind][lang] })),
          ]}
        />
        <Select
          style={control}
          allowClear
          value={value.minRating}
          onChange={(minRating) => set({ minRating })}
          placeholder={t('onboardedSup.filter.rating')}
          aria-label={t('onboardedSup.filter.rating')}
          data-testid="filter-rating"
          options={RATING_STEPS.map((step) => ({ value: step, label: t('onboardedSup.filter.ratingOption', { value: step }) }))}
        />
        <Checkbox checked={value.followed} onChange={(e) => set({ followed: e.target.checked })} data-testid="filter-followed">
          {t('onboardedSup.filter.followed')}
        </Checkbox>
        <Checkbox
          checked={!!value.withWindow}
          onChange={(e) => set({ withWindow: e.target.checked || undefined })}
          data-testid="filter-window"
        >
          {t('onboardedSup.filter.withWindow')}
        </Checkbox>
        <Button onClick={reset}>{t('onboardedSup.filter.reset')}</Button>
      </Flex>
    </Flex>
  );
}
