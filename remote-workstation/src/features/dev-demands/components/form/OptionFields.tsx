import { Col, Form, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_VISIBILITIES, DEMAND_LIMITS, lockedOnAmendment } from '@b2b/shared/contract';
import { FileUploader } from '@b2b/ui-kit';
import { NS } from '../../i18n';

/** Attachments, who sees the contact, and the sealed and blind switches with what they do. */
export function OptionFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation(NS);
  const half = { xs: 24, md: 12 };
  return (
    <Row gutter={24}>
      <Col span={24}>
        <Form.Item name="attachmentIds" label={t('field.attachments')} extra={t('help.attachments')}>
          <FileUploader direct maxCount={DEMAND_LIMITS.attachmentsMax} maxSizeMB={50} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="contactVisibility" label={t('field.contactVisibility')} rules={[{ required: true }]}>
          <Radio.Group
            options={CONTACT_VISIBILITIES.map((v) => ({ value: v, label: t(`contactVisibility.${v}`) }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="sealed" label={t('field.sealed')} extra={t('help.sealed')} valuePropName="checked">
          <Switch disabled={locked && lockedOnAmendment('sealed')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="blind" label={t('field.blind')} extra={t('help.blind')} valuePropName="checked">
          <Switch disabled={locked && lockedOnAmendment('blind')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
