import { useRef, type ReactNode } from 'react';
import { Alert, Button, Divider, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { lockedOnAmendment } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { DEMAND_FIELDS, type DemandFormValues } from '../../lib/form-values';
import { NS } from '../../i18n';
import { BasicFields } from './BasicFields';
import { BudgetFields } from './BudgetFields';
import { CriteriaEditor } from './CriteriaEditor';
import { DescriptionField } from './DescriptionField';
import { OptionFields } from './OptionFields';

export interface DemandFormAction {
  key: string;
  label: string;
  primary?: boolean;
}

export interface DemandFormProps {
  initialValues: DemandFormValues;
  /** A PUBLISHED demand: the locked fields are disabled and a note for the responders is required. */
  amendment?: boolean;
  actions: DemandFormAction[];
  save: (values: DemandFormValues, action: string) => Promise<unknown>;
  onSaved: (action: string) => void;
  onValuesChange?: (values: DemandFormValues) => void;
  /** Shown beside the buttons (the autosave state). */
  status?: ReactNode;
}

const Section = ({ title }: { title: string }) => (
  <Divider titlePlacement="start" style={{ marginTop: 8 }}>
    {title}
  </Divider>
);

/** The demand form of the publish and edit pages; server errors show under the fields they name. */
export function DemandForm({ initialValues, amendment = false, actions, save, onSaved, onValuesChange, status }: DemandFormProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<DemandFormValues>();
  const intent = useRef(actions[0]?.key ?? 'save');
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: ({ values, action }: { values: DemandFormValues; action: string }) => save(values, action),
    fields: DEMAND_FIELDS,
    byReason: { DEADLINE_INVALID: 'deadline' },
    invalidText: amendment ? t('rule.serverInvalidAmend') : undefined,
    onSuccess: (_, { action }) => onSaved(action),
  });

  return (
    <Form<DemandFormValues>
      form={form}
      name="demand"
      layout="vertical"
      requiredMark
      disabled={busy}
      initialValues={initialValues}
      onValuesChange={onValuesChange && (() => onValuesChange(form.getFieldsValue(true) as DemandFormValues))}
      onFinish={() => submit({ values: form.getFieldsValue(true) as DemandFormValues, action: intent.current })}
      scrollToFirstError
    >
      {amendment && (
        <Form.Item
          name="amendNote"
          label={t('field.amendNote')}
          extra={t('help.amendNote')}
          rules={[
            { required: true, whitespace: true, message: t('rule.amendNoteRequired') },
            { min: 2, max: 500, message: t('rule.amendNoteLength') },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={500} placeholder={t('placeholder.amendNote')} />
        </Form.Item>
      )}
      <Section title={t('section.basic')} />
      <BasicFields locked={amendment} />
      <Section title={t('section.budget')} />
      <BudgetFields amendment={amendment} />
      <Section title={t('section.description')} />
      <DescriptionField />
      <Section title={t('section.options')} />
      <OptionFields locked={amendment} />
      <Section title={t('section.criteria')} />
      <Form.Item label={t('field.criteria')} extra={amendment ? t('help.criteriaLocked') : t('help.criteria')} required>
        <CriteriaEditor disabled={amendment && lockedOnAmendment('criteria')} />
      </Form.Item>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Flex gap={12} wrap align="center">
        {actions.map((action) => (
          <Button
            key={action.key}
            type={action.primary ? 'primary' : 'default'}
            htmlType="submit"
            size="large"
            loading={busy && intent.current === action.key}
            onClick={() => (intent.current = action.key)}
          >
            {action.label}
          </Button>
        ))}
        {status}
      </Flex>
    </Form>
  );
}
