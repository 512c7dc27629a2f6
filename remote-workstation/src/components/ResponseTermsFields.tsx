import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESPONSE_LIMITS } from '@b2b/shared/contract';
import { FileUploader } from '@b2b/ui-kit';
import { NS } from '../i18n';

/** A response's terms, as the form fields `price`, `timelineDays`, `proposal` and `attachmentIds`: on answering and on revising. */
export function ResponseTermsFields({ currency }: { currency: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Form.Item
        name="price"
        label={t('responseTerms.price', { currency })}
        rules={[{ required: true, message: t('responseTerms.priceRequired') }]}
      >
        <InputNumber min={0} max={RESPONSE_LIMITS.priceMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="timelineDays"
        label={t('responseTerms.timelineDays')}
        rules={[{ required: true, message: t('responseTerms.timelineRequired') }]}
      >
        <InputNumber min={1} max={RESPONSE_LIMITS.timelineDaysMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="proposal"
        label={t('responseTerms.proposal')}
        rules={[
          { required: true, whitespace: true, message: t('responseTerms.proposalRequired') },
          { min: RESPONSE_LIMITS.proposalMin, message: t('responseTerms.proposalMin', { min: RESPONSE_LIMITS.proposalMin }) },
          { max: RESPONSE_LIMITS.proposalMax, message: t('responseTerms.proposalMax', { max: RESPONSE_LIMITS.proposalMax }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={RESPONSE_LIMITS.proposalMax} showCount />
      </Form.Item>
      <Form.Item name="attachmentIds" label={t('responseTerms.attachments')}>
        <FileUploader direct maxCount={RESPONSE_LIMITS.attachmentsMax} />
      </Form.Item>
    </>
  );
}
