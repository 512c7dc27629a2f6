import { Descriptions, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyContact, CompanyInfo, ImproveInfoBody } from '@b2b/shared/contract';
import { useCompanyNames } from '@b2b/shared/query';
import { FileLinks } from '@b2b/ui-kit';
import { NS } from '../../../i18n';

const paragraph = (text: string) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;

/** Every part of the company profile, read-only: names of the type and region, the logo, the licences, both introductions. */
export function ProfileDetails({ company, info }: { company: CompanyInfo; info: ImproveInfoBody }) {
  const { t } = useTranslation(NS);
  const { companyType, region } = useCompanyNames(info);
  const none = <Typography.Text type="secondary">{t('corporation.none')}</Typography.Text>;
  const contacts: CompanyContact[] = [
    { name: info.contactName, phone: info.contactPhone, position: t('corporation.mainContact') },
    ...(info.contacts ?? []),
  ];

  const items = [
    {
      key: 'logo',
      label: t('corporation.field.logo'),
      children: company.logo ? (
        <Image src={company.logo.thumbUrl ?? company.logo.url} alt={t('corporation.field.logo')} width={80} />
      ) : (
        none
      ),
    },
    { key: 'companyName', label: t('corporation.field.companyName'), children: info.companyName },
    { key: 'creditCode', label: t('corporation.field.creditCode'), children: info.creditCode },
    { key: 'companyType', label: t('corporation.field.companyType'), children: companyType },
    { key: 'region', label: t('corporation.field.region'), children: region },
    { key: 'address', label: t('corporation.field.address'), children: info.address },
    { key: 'size', label: t('corporation.field.size'), children: info.size ? t(`corporation.size.${info.size}`) : none },
    { key: 'foundingYear', label: t('corporation.field.foundingYear'), children: info.foundingYear ?? none },
    {
      key: 'website',
      label: t('corporation.field.website'),
      children: info.website ? (
        <Typography.Link href={info.website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {info.website}
        </Typography.Link>
      ) : (
        none
      ),
    },
    { key: 'introduction', label: t('corporation.field.introduction'), children: info.introduction ? paragraph(info.introduction) : none },
    {
      key: 'introductionEn',
      label: t('corporation.field.introductionEn'),
      children: info.introductionEn ? paragraph(info.introductionEn) : none,
    },
    {
      key: 'contacts',
      label: t('corporation.field.contacts'),
      children: (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {contacts.map((c, i) => (
            <li key={i} style={{ overflowWrap: 'anywhere' }}>
              {[c.name, c.position, c.phone, c.email].filter(Boolean).join(' · ')}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'licences',
      label: t('corporation.field.licences'),
      children: <FileLinks files={company.licences} empty={t('corporation.none')} />,
    },
  ];
  return <Descriptions column={1} size="small" items={items} styles={{ label: { width: 110, wordBreak: 'keep-all' } }} />;
}
