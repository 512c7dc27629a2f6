import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isStandardCriterion, type Criterion } from '@b2b/shared/contract';
import { useCriterionName } from '../../../../components';
import { CRITERIA_MAX, newCriterionKey, weightSum } from '../../lib/criteria';
import { NS } from '../../i18n';

/**
 * The weighted criteria (up to six, weights adding up to 100) under the form field `criteria`,
 * with the running sum. `disabled` when they may no longer change.
 */
export function CriteriaEditor({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance();
  const criteria = (Form.useWatch('criteria', form) as Partial<Criterion>[] | undefined) ?? [];
  const sum = weightSum(criteria);
  const nameOf = useCriterionName();

  return (
    <Form.List
      name="criteria"
      rules={[
        {
          validator: async (_, value?: Partial<Criterion>[]) => {
            if (!value?.length) throw new Error(t('rule.criteriaRequired'));
            if (weightSum(value) !== 100) throw new Error(t('rule.weightsSum', { sum: weightSum(value) }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div role="group" aria-label={t('field.criteria')}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap={false}>
              {isStandardCriterion(criteria[index]?.key ?? '') ? (
                <Form.Item style={{ flex: 1, minWidth: 0 }} tooltip={t('criteria.standard')}>
                  <Input
                    readOnly
                    disabled={disabled}
                    value={nameOf({ key: criteria[index]?.key ?? '', name: criteria[index]?.name ?? '' })}
                    title={t('criteria.standard')}
                    aria-label={t('criteria.name', { n: index + 1 })}
                  />
                </Form.Item>
              ) : (
                <Form.Item
                  name={[field.name, 'name']}
                  style={{ flex: 1, minWidth: 0 }}
                  rules={[{ required: true, whitespace: true, message: t('rule.criterionName') }, { max: 30 }]}
                >
                  <Input
                    maxLength={30}
                    disabled={disabled}
                    aria-label={t('criteria.name', { n: index + 1 })}
                    placeholder={t('criteria.namePlaceholder')}
                  />
                </Form.Item>
              )}
              <Form.Item name={[field.name, 'weight']} rules={[{ required: true, message: t('rule.criterionWeight') }]}>
                <InputNumber
                  min={1}
                  max={100}
                  precision={0}
                  disabled={disabled}
                  suffix="%"
                  style={{ width: 104 }}
                  aria-label={t('criteria.weight', { n: index + 1 })}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                disabled={disabled || fields.length <= 1}
                aria-label={t('criteria.remove', { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={disabled || fields.length >= CRITERIA_MAX}
              onClick={() => add({ key: newCriterionKey(form.getFieldValue('criteria') ?? []), name: '', weight: Math.max(1, 100 - sum) })}
            >
              {t('criteria.add', { max: CRITERIA_MAX })}
            </Button>
            <Typography.Text type={sum === 100 ? 'success' : 'danger'} aria-live="polite" data-testid="weight-sum">
              {t('criteria.sum', { sum })}
            </Typography.Text>
          </Flex>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
