import { Descriptions, Divider, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertEvent, CertField, StaffCertificateDetail } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { certKindName, EventTimeline, FileLinks, useFileImage } from '@b2b/ui-kit';
import { NS } from '../i18n';

const dayMoment = (day: string) => new Date(`${day}T12:00:00`);

/** The scan: an image shown (fetched with the session), a PDF as a download link. */
function Scan({ cert }: { cert: StaffCertificateDetail }) {
  const { t } = useTranslation(NS);
  const isImage = !!cert.scan?.contentType.startsWith('image/');
  const source = useFileImage(isImage ? cert.scan?.url : undefined, false);
  if (!cert.scan) return <Typography.Text type="secondary">{t('cert.noScan')}</Typography.Text>;
  return (
    <>
      {isImage && source && <Image src={source} alt={t('cert.field.scan')} style={{ maxWidth: '100%', maxHeight: 320 }} />}
      <FileLinks files={[cert.scan]} />
    </>
  );
}

/** What staff check: the company, each field (those changed since the last review marked), the scan, the history. */
export function CertDetails({ cert }: { cert: StaffCertificateDetail }) {
  const { t, i18n } = useTranslation(NS);
  const company = (i18n.language === 'en-US' && cert.companyNameEn) || cert.companyName;
  const changed = (field: CertField, label: string) =>
    cert.changedFields?.includes(field) ? (
      <>
        {label}{' '}
        <Tag color="orange" data-testid={`changed-${field}`}>
          {t('cert.changed')}
        </Tag>
      </>
    ) : (
      label
    );
  const eventText = (e: CertEvent) =>
    [e.reason, ...Object.entries(e.rejectFields ?? {}).map(([f, note]) => `${t(`cert.field.${f}`)}${t('reason.colon')}${note}`)]
      .filter(Boolean)
      .join('\n');
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('cert.company')}>{company}</Descriptions.Item>
        <Descriptions.Item label={changed('kind', t('cert.field.kind'))}>
          {certKindName({ kind: cert.kind, name: null }, i18n.language)}
        </Descriptions.Item>
        {cert.kind === 'OTHER' && <Descriptions.Item label={changed('name', t('cert.field.name'))}>{cert.name}</Descriptions.Item>}
        <Descriptions.Item label={changed('issuer', t('cert.field.issuer'))}>{cert.issuer}</Descriptions.Item>
        <Descriptions.Item label={changed('number', t('cert.field.number'))}>{cert.number}</Descriptions.Item>
        <Descriptions.Item label={changed('validity', t('cert.field.validity'))}>
          {t('cert.validity', {
            from: formatDate(dayMoment(cert.validFrom), i18n.language),
            to: formatDate(dayMoment(cert.validTo), i18n.language),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={changed('scan', t('cert.field.scan'))}>
          <Scan cert={cert} />
        </Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">{t('companies.history')}</Divider>
      <EventTimeline
        events={cert.events.map((e) => ({
          key: e.id,
          at: e.createdAt,
          what: t(`cert.event.${e.action}`),
          who: e.actor ?? t('companyEvents.platform'),
          change: e.changedFields?.length
            ? t('cert.changedFields', { fields: e.changedFields.map((f) => t(`cert.field.${f}`)).join(t('reason.separator')) })
            : undefined,
          detail: eventText(e) || undefined,
        }))}
      />
    </>
  );
}
