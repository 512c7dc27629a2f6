import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { certKindName, FileLinks } from '@b2b/ui-kit';

const STATE_COLORS: Record<Certificate['state'], string> = {
  SUBMITTED: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
  EXPIRED: 'default',
};

/** A day (YYYY-MM-DD) at noon local time, so that no time zone moves it to another day. */
export const dayMoment = (day: string) => new Date(`${day}T12:00:00`);

export interface CertificateActions {
  onEdit: (cert: Certificate) => void;
  onHistory: (cert: Certificate) => void;
  onWithdraw: (cert: Certificate) => void;
  onDelete: (cert: Certificate) => void;
}

/** One certificate: kind, state, number, issuer, validity, scan, the reviewer's reason, and what may be done. */
export function CertificateRow({ cert, actions }: { cert: Certificate; actions: CertificateActions }) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const name = certKindName({ kind: cert.kind, name: cert.name }, i18n.language);
  const validity = t('certification.validity', {
    from: formatDate(dayMoment(cert.validFrom), i18n.language),
    to: formatDate(dayMoment(cert.validTo), i18n.language),
  });
  return (
    <Flex vertical gap={6} data-testid="certificate-row">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ wordBreak: 'break-word' }}>
            {name}
          </Typography.Text>
          <Tag color={STATE_COLORS[cert.state]} style={{ marginInlineEnd: 0 }}>
            {t(`certification.state.${cert.state}`)}
          </Tag>
          {cert.expiringSoon && (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('certification.expiresIn', { count: cert.daysLeft })}
            </Tag>
          )}
        </Flex>
        <Flex wrap gap={4}>
          <Button size="small" onClick={() => actions.onEdit(cert)}>
            {t(cert.state === 'REJECTED' ? 'certification.fix' : 'certification.edit')}
          </Button>
          <Button size="small" type="text" onClick={() => actions.onHistory(cert)}>
            {t('certification.history')}
          </Button>
          {cert.state === 'SUBMITTED' && (
            <Popconfirm
              title={t('certification.withdrawConfirm')}
              okText={t('certification.withdraw')}
              cancelText={tc('action.cancel')}
              onConfirm={() => actions.onWithdraw(cert)}
            >
              <Button size="small" type="text">
                {t('certification.withdraw')}
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={t('certification.deleteConfirm', { name })}
            okText={t('certification.delete')}
            okButtonProps={{ danger: true }}
            cancelText={tc('action.cancel')}
            onConfirm={() => actions.onDelete(cert)}
          >
            <Button size="small" type="text" danger>
              {t('certification.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
        {t('certification.numberIssuer', { number: cert.number, issuer: cert.issuer })} · {validity}
      </Typography.Text>
      {cert.scan && <FileLinks files={[cert.scan]} />}
      {cert.state === 'REJECTED' && cert.rejectReason && (
        <Typography.Text type="danger">{t('certification.rejectedBecause', { reason: cert.rejectReason })}</Typography.Text>
      )}
      {cert.changedFields && <Typography.Text type="secondary">{t('certification.inReviewAgain')}</Typography.Text>}
    </Flex>
  );
}
