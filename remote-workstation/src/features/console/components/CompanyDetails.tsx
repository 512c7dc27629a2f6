import { Alert, Descriptions, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyInfo } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { useCompanyNames } from '@b2b/shared/query';
import { FileLinks } from '@b2b/ui-kit';
import { NS } from '../i18n';

/** Every field a company submitted for review, with its logo and licences; a profile change marks the parts it changed. */
export function CompanyDetails({ company }: { company: CompanyInfo }) {
  const { t, i18n } = useTranslation(NS);
  const info = company.info;
  const { companyType, region } = useCompanyNames(info);
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  if (!info) return <Typography.Text type="secondary">{t('companies.noInfo')}</Typography.Text>;

  const changed = new Set<string>(company.changedFields ?? []);
  const marked = (key: string, label: string) =>
    changed.has(key) ? (
      <span>
        {label}{' '}
        <Tag color="orange" data-testid={`changed-${key}`}>
          {t('companies.changed')}
        </Tag>
      </span>
    ) : (
      label
    );
  const fields = [
    { key: 'role', label: t('field.role'), children: <Tag>{t(`role.${company.role}`, { ns: 'common' })}</Tag> },
    { key: 'companyName', label: t('field.companyName'), children: info.companyName },
    { key: 'creditCode', label: t('field.creditCode'), children: <Typography.Text copyable>{info.creditCode}</Typography.Text> },
    { key: 'companyTypeId', label: t('field.companyTypeId'), children: companyType },
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
    { key: 'foundingYear', label: t('field.foundingYear'), children: info.foundingYear ?? none },
    {
      key: 'introductionEn',
      label: t('field.introductionEn'),
      children: info.introductionEn ? <span style={{ whiteSpace: 'pre-wrap' }}>{info.introductionEn}</span> : none,
    },
    {
      key: 'contacts',
      label: t('field.contacts'),
      children: info.contacts?.length
        ? info.contacts.map((c, i) => <div key={i}>{[c.name, c.position, c.phone, c.email].filter(Boolean).join(' · ')}</div>)
        : none,
    },
    { key: 'submittedAt', label: t('field.submittedAt'), children: formatDateTime(company.updatedAt, i18n.language) },
  ];
  const items = fields.map((item) => ({ ...item, label: marked(item.key, item.label) }));
  const changedList = (company.changedFields ?? []).map((field) => t(`field.${field}`)).join(t('reason.separator'));
  return (
    <>
      {changedList && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('companies.changedSinceReview', { fields: changedList })} />
      )}
      <Descriptions column={1} size="small" bordered items={items} styles={{ label: { width: 120, wordBreak: 'keep-all' } }} />
    </>
  );
}
