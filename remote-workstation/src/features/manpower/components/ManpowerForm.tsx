import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AVAILABILITIES,
  MANPOWER_LIMITS,
  SKILL_LEVELS,
  type Availability,
  type Manpower,
  type ManpowerBody,
  type SkillLevel,
} from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useSaveManpower, type SaveManpowerVars } from '../api/save-manpower';
import { NS } from '../i18n';

interface Values {
  name: string;
  title: string;
  skills: string[];
  level: SkillLevel;
  dayRate: number;
  availability: Availability;
  availableFrom?: Dayjs | null;
  bio?: string;
}

const FIELDS = ['name', 'title', 'skills', 'level', 'dayRate', 'availability', 'availableFrom', 'bio'] as const;

export function toBody(values: Values): ManpowerBody {
  const bio = values.bio?.trim();
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    skills: [...new Set(values.skills.map((s) => s.trim()).filter(Boolean))],
    level: values.level,
    dayRate: values.dayRate,
    availability: values.availability,
    ...(values.availability !== 'AVAILABLE' && values.availableFrom && { availableFrom: values.availableFrom.startOf('day').valueOf() }),
    ...(bio && { bio }),
  };
}

const initialOf = (entry: Manpower | null): Partial<Values> =>
  entry
    ? { ...entry, availableFrom: entry.availableFrom === null ? null : dayjs(entry.availableFrom), bio: entry.bio ?? undefined }
    : { level: 'MIDDLE', availability: 'AVAILABLE', skills: [] };

/** Adds or edits an entry under the rules of ManpowerBody. */
export function ManpowerForm({ entry, onDone }: { entry: Manpower | null; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const save = useSaveManpower();
  const { submit, busy, alert } = useFormSubmit<SaveManpowerVars, unknown>(form, {
    mutate: save.mutateAsync,
    fields: FIELDS,
    onSuccess: onDone,
  });
  const text = (max: number, message: string) => [
    { required: true, whitespace: true, message },
    { max, message: t('form.tooLong', { max }) },
  ];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={busy}
      initialValues={initialOf(entry)}
      onFinish={(v) => submit({ id: entry?.id, body: toBody(v) })}
    >
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label={t('field.name')} rules={text(MANPOWER_LIMITS.nameMax, t('form.nameRequired'))}>
        <Input maxLength={MANPOWER_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="title" label={t('field.title')} rules={text(MANPOWER_LIMITS.titleMax, t('form.titleRequired'))}>
        <Input maxLength={MANPOWER_LIMITS.titleMax} placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="skills"
        label={t('field.skills')}
        extra={t('form.skillsHint', { max: MANPOWER_LIMITS.skillsMax })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('form.skillsRequired') },
          { type: 'array', max: MANPOWER_LIMITS.skillsMax, message: t('form.skillsMax', { max: MANPOWER_LIMITS.skillsMax }) },
          {
            validator: (_, skills: string[] = []) =>
              skills.every((s) => s.length <= MANPOWER_LIMITS.skillMax)
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.skillTooLong', { max: MANPOWER_LIMITS.skillMax }))),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="level" label={t('field.level')} rules={[{ required: true }]}>
        <Select options={SKILL_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} />
      </Form.Item>
      <Form.Item name="dayRate" label={t('field.dayRate')} rules={[{ required: true, message: t('form.dayRateRequired') }]}>
        <InputNumber min={0} max={MANPOWER_LIMITS.dayRateMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="availability" label={t('field.availability')} rules={[{ required: true }]}>
        <Radio.Group options={AVAILABILITIES.map((a) => ({ value: a, label: t(`availability.${a}`) }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['availability']}>
        {({ getFieldValue }) =>
          getFieldValue('availability') !== 'AVAILABLE' && (
            <Form.Item
              name="availableFrom"
              label={t('field.availableFrom')}
              rules={[{ required: true, message: t('form.availableFromRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name="bio"
        label={t('field.bio')}
        rules={[{ max: MANPOWER_LIMITS.bioMax, message: t('form.tooLong', { max: MANPOWER_LIMITS.bioMax }) }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MANPOWER_LIMITS.bioMax} showCount />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('action.save', { ns: 'common' })}
        </Button>
        <Button onClick={onDone}>{t('action.cancel', { ns: 'common' })}</Button>
      </Space>
    </Form>
  );
}
