import { useState } from 'react';
import { Alert, Button, Collapse, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { useUpdateCriteria } from '../../api/mark-actions';
import { CriteriaEditor } from '../form/CriteriaEditor';
import { NS } from '../../i18n';

/** The weighted criteria, which may still change because nothing has been scored yet. */
export function CriteriaPanel({ demandId, criteria }: { demandId: string; criteria: Criterion[] }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ criteria: Criterion[] }>();
  const update = useUpdateCriteria();
  const [error, setError] = useState<string | null>(null);

  const save = async ({ criteria: next }: { criteria: Criterion[] }) => {
    setError(null);
    try {
      await update.mutateAsync({ demandId, criteria: next.map((c) => ({ key: c.key, name: c.name.trim(), weight: Number(c.weight) })) });
    } catch (err) {
      setError(readServerError(err)?.message || t('actions.failed'));
    }
  };

  return (
    <Collapse
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'criteria',
          label: t('mark.criteriaTitle'),
          children: (
            <Form
              form={form}
              layout="vertical"
              initialValues={{ criteria }}
              onFinish={() => void save(form.getFieldsValue(true) as { criteria: Criterion[] })}
              disabled={update.isPending}
            >
              <Alert type="info" showIcon title={t('mark.criteriaHint')} style={{ marginBottom: 12 }} />
              <CriteriaEditor />
              {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
              <Button type="primary" htmlType="submit" loading={update.isPending} style={{ marginTop: 12 }}>
                {t('mark.criteriaSave')}
              </Button>
            </Form>
          ),
        },
      ]}
    />
  );
}
