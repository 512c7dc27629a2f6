import { useQuery } from '@tanstack/react-query';
import { Descriptions, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyInfo } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { citiesQuery, companyTypesQuery, provincesQuery } from '@b2b/shared/query';
import { FileLinks } from '@b2b/ui-kit';
import { NS } from '../i18n';

const nameOf = (list: { code?: string; id?: string; name: string }[] | undefined, code: string | undefined) =>
  (code && list?.find((item) => (item.code ?? item.id) === code)?.name) || code;

/** Every field a company submitted for review, with its logo and licences. */
export function CompanyDetails({ company }: { company: CompanyInfo }) {
  const { t, i18n } = useTranslation(NS);
  const info = company.info;
  const types = useQuery(companyTypesQuery());
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(info?.provinceCode ?? ''), enabled: !!info?.provinceCode });
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  if (!info) return <Typography.Text type="secondary">{t('companies.noInfo')}</Typography.Text>;

  const region = [nameOf(provinces.data, info.provinceCode), nameOf(cities.data, info.cityCode)].filter(Boolean).join(' · ');
  const items = [
    { key: 'role', label: t('field.role'), children: <Tag>{t(`role.${company.role}`, { ns: 'common' })}</Tag> },
    { key: 'companyName', label: t('field.companyName'), children: info.companyName },
    { key: 'creditCode', label: t('field.creditCode'), children: <Typography.Text copyable>{info.creditCode}</Typography.Text> },
    { key: 'companyTypeId', label: t('field.companyTypeId'), children: nameOf(types.data, info.companyTypeId) },
    { key: 'region', label: t('field.region'), children: region },
    { key: 'address', label: t('field.address'), children: info.address },
    { key: 'contactName', label: t('field.contactName'), children: info.contactName },
    { key: 'contactPhone', label: t('field.contactPhone'), children: info.contactPhone },
    { key: 'size', label: t('field.size'), children: info.size ?? none },
    {
      key: 'website',
      label: t('field.website'),
      children: info.website ? (
        <Typography.Link href={info.website} target="_blank" rel="noopener noreferrer">
          {info.website}
        </Typography.Link>
      ) : (
        none
      ),
    },
    {
      key: 'introduction',
      label: t('field.introduction'),
      children: info.introduction ? <span style={{ whiteSpace: 'pre-wrap' }}>{info.introduction}</span> : none,
    },
    {
      key: 'logo',
      label: t('field.logo'),
      children: company.logo ? <Image src={company.logo.thumbUrl ?? company.logo.url} alt={t('field.logo')} width={96} /> : none,
    },
    { key: 'licences', label: t('field.licences'), children: <FileLinks files={company.licences} empty={t('none')} /> },
    { key: 'submittedAt', label: t('field.submittedAt'), children: formatDateTime(company.updatedAt, i18n.language) },
  ];
  return <Descriptions column={1} size="small" bordered items={items} styles={{ label: { width: 120, wordBreak: 'keep-all' } }} />;
}
