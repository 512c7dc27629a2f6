import { Form, Input, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { Markdown } from '@b2b/ui-kit';
import { NS } from '../../i18n';

/** The Markdown description with a write tab and a preview tab. */
export function DescriptionField() {
  const { t } = useTranslation(NS);
  const source = (Form.useWatch('description') as string | undefined) ?? '';
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('description.write'),
          children: (
            <Form.Item
              name="description"
              label={t('field.description')}
              extra={t('help.description')}
              rules={[
                { required: true, whitespace: true, message: t('rule.descriptionRequired') },
                {
                  min: DEMAND_LIMITS.descriptionMin,
                  max: DEMAND_LIMITS.descriptionMax,
                  message: t('rule.descriptionLength', DEMAND_LIMITS),
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 8, maxRows: 24 }}
                showCount
                maxLength={DEMAND_LIMITS.descriptionMax}
                placeholder={t('placeholder.description')}
              />
            </Form.Item>
          ),
        },
        {
          key: 'preview',
          label: t('description.preview'),
          children: source.trim() ? (
            <div style={{ minHeight: 160, padding: 12, border: '1px solid rgba(0,0,0,0.08)', borderRadius: 6 }}>
              <Markdown source={source} />
            </div>
          ) : (
            <Typography.Text type="secondary">{t('description.previewEmpty')}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
