import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus } from '@b2b/shared/contract';
import { NS } from '../../../i18n';

const COLORS: Record<ApprovalStatus, string> = {
  AWAIT_APPROVAL: 'gold',
  INFO_SUBMIT: 'processing',
  INFO_REJECT: 'error',
  APPROVED: 'success',
};

export function ApprovalStatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation(NS);
  return (
    <span>
      <span style={{ marginInlineEnd: 6 }}>{t('company.status.label')}</span>
      <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
        {t(`approvalStatus.${status}`, { ns: 'common' })}
      </Tag>
    </span>
  );
}
