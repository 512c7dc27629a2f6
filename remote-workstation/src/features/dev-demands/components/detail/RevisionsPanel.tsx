import { Collapse, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandRevision } from '@b2b/shared/contract';
import { FileLinks, Markdown } from '@b2b/ui-kit';
import { formatDateTime } from '@b2b/shared/i18n';
import { Money } from '../../../../components';
import { NS } from '../../i18n';

/** Every published version of the demand, newest first, with the note that explained each amendment. */
export function RevisionsPanel({ revisions }: { revisions: DemandRevision[] }) {
  const { t, i18n } = useTranslation(NS);
  if (revisions.length === 0) return <Typography.Text type="secondary">{t('revisions.empty')}</Typography.Text>;
  const sorted = [...revisions].sort((a, b) => b.revision - a.revision);
  return (
    <Collapse
      defaultActiveKey={[]}
      items={sorted.map((r) => ({
        key: r.revision,
        label: (
          <span>
            {t('revisions.label', { n: r.revision })} · {formatDateTime(r.createdAt, i18n.language)}
            {r.note && <Typography.Text type="secondary"> · {r.note}</Typography.Text>}
          </span>
        ),
        children: (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'title', label: t('field.title'), children: r.title },
                {
                  key: 'budget',
                  label: t('detail.budget'),
                  children: <Money amount={r.budgetMin} max={r.budgetMax} currency={r.currency} />,
                },
                { key: 'deadline', label: t('field.deadline'), children: formatDateTime(r.deadline, i18n.language) },
                {
                  key: 'files',
                  label: t('field.attachments'),
                  children: <FileLinks files={r.attachments} empty={t('detail.noAttachments')} />,
                },
              ]}
            />
            <Markdown source={r.description} />
          </>
        ),
      }))}
    />
  );
}
