import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** The reviewer's note on one field of a rejected company, under the field, above its usual help. */
export function ReviewerNote({ note, help }: { note: string; help?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Typography.Text type="warning" data-testid="reviewer-note" style={{ display: 'block' }}>
        <ExclamationCircleOutlined /> {t('company.reviewerNote', { note })}
      </Typography.Text>
      {help}
    </>
  );
}
