import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGS, DEMAND_LIMITS, lockedOnAmendment, type Division } from '@b2b/shared/contract';
import { citiesQuery, companyTypesQuery, provincesQuery } from '@b2b/shared/query';
import { NS } from '../../i18n';

const toOptions = (list: Division[] | undefined) => (list ?? []).map((d) => ({ value: d.code, label: d.name }));
const half = { xs: 24, md: 12 };

/** Title, category, region and language; `locked` disables what an amendment may not change. */
export function BasicFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance();
  const province = Form.useWatch('provinceCode', form) as string | undefined;
  const types = useQuery(companyTypesQuery());
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(province ?? ''), enabled: !!province });

  return (
    <Row gutter={24}>
      <Col span={24}>
        <Form.Item
          name="title"
          label={t('field.title')}
          rules={[
            { required: true, whitespace: true, message: t('rule.titleRequired') },
            { min: DEMAND_LIMITS.titleMin, max: DEMAND_LIMITS.titleMax, message: t('rule.titleLength', DEMAND_LIMITS) },
          ]}
        >
          <Input showCount maxLength={DEMAND_LIMITS.titleMax} placeholder={t('placeholder.title')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="categoryId"
          label={t('field.category')}
          extra={t('help.category')}
          rules={[{ required: true, message: t('rule.categoryRequired') }]}
        >
          <Select
            disabled={locked && lockedOnAmendment('categoryId')}
            loading={types.isLoading}
            placeholder={t('placeholder.select')}
            options={(types.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="lang" label={t('field.lang')} rules={[{ required: true }]}>
          <Select options={CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="provinceCode" label={t('field.province')} rules={[{ required: true, message: t('rule.provinceRequired') }]}>
          <Select
            disabled={locked && lockedOnAmendment('provinceCode')}
            loading={provinces.isLoading}
            placeholder={t('placeholder.select')}
            options={toOptions(provinces.data)}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldValue('cityCode', undefined)}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="cityCode" label={t('field.city')}>
          <Select
            allowClear
            disabled={(locked && lockedOnAmendment('cityCode')) || !province}
            loading={cities.isLoading}
            placeholder={province ? t('placeholder.anyCity') : t('placeholder.provinceFirst')}
            options={toOptions(cities.data)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
