import { Alert, Button, Card, Flex, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LIMITS, COMPANY_PATTERNS, SHOWCASE_LIMITS as L } from '@b2b/shared/contract';
import { FileUploader, readServerError } from '@b2b/ui-kit';
import { fieldOf, type WindowFormValues } from '../lib/form-values';

const IMAGE_TYPES = ['.jpg', '.jpeg', '.png', '.webp'];

interface Props {
  initial: WindowFormValues;
  onSave: (values: WindowFormValues) => Promise<unknown>;
  onPreview: (values: WindowFormValues) => void;
}

/** The window's form: cover, introduction in both languages (Markdown), cases with pictures, contacts. */
export function WindowForm({ initial, onSave, onPreview }: Props) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<WindowFormValues>();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: WindowFormValues) => {
    setAlert(null);
    setBusy(true);
    try {
      await onSave(values);
    } catch (err) {
      const error = readServerError(err);
      if (!error) return;
      if (error.fields.length) form.setFields(error.fields.map((f) => ({ name: fieldOf(f) as never, errors: [error.message] })));
      setAlert(error.message);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('windows.form.required') };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="window-form" scrollToFirstError>
      <Card size="small" title={t('windows.form.cover')} style={{ marginBottom: 16 }}>
        <Form.Item name="cover" extra={t('windows.form.coverHint')} style={{ marginBottom: 0 }}>
          <FileUploader kind="image" visibility="public" maxCount={1} maxSizeMB={5} accept={IMAGE_TYPES} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('windows.form.intro')} style={{ marginBottom: 16 }}>
        <Form.Item name="introZh" label={t('windows.form.introZh')} extra={t('windows.form.markdownHint')}>
          <Input.TextArea rows={6} maxLength={L.introMax} showCount data-testid="window-intro-zh" />
        </Form.Item>
        <Form.Item name="introEn" label={t('windows.form.introEn')} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={6} maxLength={L.introMax} showCount data-testid="window-intro-en" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('windows.form.cases')} style={{ marginBottom: 16 }}>
        <Form.List name="cases">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  title={t('windows.form.caseN', { n: index + 1 })}
                  extra={
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('windows.form.remove')}
                    </Button>
                  }
                >
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('windows.form.caseTitle')}
                    rules={[required, { min: L.caseTitleMin, message: t('windows.form.tooShort') }]}
                  >
                    <Input maxLength={L.caseTitleMax} data-testid={`case-title-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} label={t('windows.form.caseDescription')}>
                    <Input.TextArea rows={3} maxLength={L.caseDescriptionMax} showCount />
                  </Form.Item>
                  <Form.Item name={[field.name, 'images']} label={t('windows.form.caseImages')} style={{ marginBottom: 0 }}>
                    <FileUploader kind="image" visibility="public" maxCount={L.caseImagesMax} maxSizeMB={5} accept={IMAGE_TYPES} />
                  </Form.Item>
                </Card>
              ))}
              {fields.length < L.casesMax && (
                <Button onClick={() => add({ title: '', description: '', images: [] })} data-testid="case-add">
                  {t('windows.form.addCase')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Card>
      <Card size="small" title={t('windows.form.contacts')} style={{ marginBottom: 16 }}>
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} wrap align="flex-start">
                  <Form.Item name={[field.name, 'name']} rules={[required]} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                    <Input
                      placeholder={t('windows.form.contactName')}
                      aria-label={t('windows.form.contactName')}
                      maxLength={COMPANY_LIMITS.contactNameMax}
                      data-testid={`contact-name-${index}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'position']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                    <Input
                      placeholder={t('windows.form.contactPosition')}
                      aria-label={t('windows.form.contactPosition')}
                      maxLength={COMPANY_LIMITS.contactPositionMax}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'phone']}
                    rules={[{ pattern: new RegExp(COMPANY_PATTERNS.contactPhone), message: t('windows.form.phoneInvalid') }]}
                    style={{ flex: '1 1 140px', marginBottom: 8 }}
                  >
                    <Input
                      placeholder={t('windows.form.contactPhone')}
                      aria-label={t('windows.form.contactPhone')}
                      data-testid={`contact-phone-${index}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'email']}
                    rules={[{ type: 'email', message: t('windows.form.emailInvalid') }]}
                    style={{ flex: '1 1 180px', marginBottom: 8 }}
                  >
                    <Input
                      placeholder={t('windows.form.contactEmail')}
                      aria-label={t('windows.form.contactEmail')}
                      maxLength={COMPANY_LIMITS.contactEmailMax}
                    />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('windows.form.remove')}
                  </Button>
                </Flex>
              ))}
              {fields.length < L.contactsMax && (
                <Button onClick={() => add({ name: '' })} style={{ alignSelf: 'flex-start' }}>
                  {t('windows.form.addContact')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Card>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} data-testid="window-form-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="window-save">
          {t('windows.form.save')}
        </Button>
        <Button onClick={() => onPreview(form.getFieldsValue(true))} data-testid="window-preview">
          {t('windows.form.preview')}
        </Button>
      </Space>
    </Form>
  );
}
