import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { NS } from '../i18n';

export type Blocked = 'ALREADY_RESPONDED' | 'COMPANY_NOT_APPROVED';
export const BLOCKING: readonly string[] = ['ALREADY_RESPONDED', 'COMPANY_NOT_APPROVED'] satisfies Blocked[];

const TEXT = {
  ALREADY_RESPONDED: { key: 'alreadyResponded', to: '/workstation/published/sup/list' },
  COMPANY_NOT_APPROVED: { key: 'notApproved', to: '/auth/update-improve-info' },
} as const;

/** Why this company cannot respond at all, and where to go instead: not a field to correct. */
export function BlockedAlert({ reason }: { reason: Blocked }) {
  const { t } = useTranslation(NS);
  const { key, to } = TEXT[reason];
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`respond-blocked-${reason}`}
      style={{ marginBottom: 16 }}
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      action={<Link to={to}>{t(`${key}.action`)}</Link>}
    />
  );
}
