import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_LICENCE_FILES_MAX,
  COMPANY_LIMITS,
  COMPANY_PATTERNS,
  COMPANY_SIZES,
  type CompanyContact,
  type Division,
  type FieldReasons,
  type ImproveInfoBody,
  type ReviewField,
} from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader, useFormSubmit } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useCities } from '../api/get-cities';
import { useCompanyTypes } from '../api/get-company-types';
import { useProvinces } from '../api/get-provinces';
import { ReviewerNote } from './ReviewerNote';

const CREDIT_CODE_RE = new RegExp(COMPANY_PATTERNS.creditCode);
const CONTACT_PHONE_RE = new RegExp(COMPANY_PATTERNS.contactPhone);
const WEBSITE_RE = new RegExp(COMPANY_PATTERNS.website);
const L = COMPANY_LIMITS;

type Values = Omit<
  ImproveInfoBody,
  'size' | 'website' | 'introduction' | 'introductionEn' | 'foundingYear' | 'contacts' | 'logoFileId' | 'licenceFileIds'
> & {
  size?: ImproveInfoBody['size'] | null;
  website?: string;
  introduction?: string;
  introductionEn?: string;
  foundingYear?: number | null;
  contacts?: Partial<CompanyContact>[];
  /** The uploaders' values, sent as the files' ids. */
  logoFileId?: UploadedFile[];
  licenceFileIds?: UploadedFile[];
};

/** The files the company's info names, as the API presented them. */
export interface CompanyFiles {
  logo: UploadedFile | null;
  licences: UploadedFile[];
}

const LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp';
const LICENCE_ACCEPT = '.pdf,.png,.jpg,.jpeg';

const FIELDS = [
  'companyName',
  'creditCode',
  'companyTypeId',
  'provinceCode',
  'cityCode',
  'address',
  'contactName',
  'contactPhone',
  'size',
  'website',
  'introduction',
  'introductionEn',
  'foundingYear',
  'contacts',
  'logoFileId',
  'licenceFileIds',
] as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A further contact as the API takes it: trimmed, empty parts left out; rows without a name are dropped. */
function toContacts(rows: Partial<CompanyContact>[] | undefined): CompanyContact[] {
  return (rows ?? [])
    .filter((row) => row.name?.trim())
    .map((row) => {
      const contact: CompanyContact = { name: row.name!.trim() };
      if (row.position?.trim()) contact.position = row.position.trim();
      if (row.phone?.trim()) contact.phone = row.phone.trim();
      if (row.email?.trim()) contact.email = row.email.trim();
      return contact;
    });
}

/** Trimmed values, with optional fields left out when empty (the server takes no empty strings for them). */
function toBody(v: Values): ImproveInfoBody {
  const body: ImproveInfoBody = {
    companyName: v.companyName.trim(),
    creditCode: v.creditCode.trim(),
    companyTypeId: v.companyTypeId,
    provinceCode: v.provinceCode,
    cityCode: v.cityCode,
    address: v.address.trim(),
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
  };
  if (v.size) body.size = v.size;
  if (v.website?.trim()) body.website = v.website.trim();
  if (v.introduction?.trim()) body.introduction = v.introduction.trim();
  if (v.introductionEn?.trim()) body.introductionEn = v.introductionEn.trim();
  if (v.foundingYear) body.foundingYear = v.foundingYear;
  const contacts = toContacts(v.contacts);
  if (contacts.length) body.contacts = contacts;
  if (v.logoFileId?.length) body.logoFileId = v.logoFileId[0].id;
  if (v.licenceFileIds?.length) body.licenceFileIds = v.licenceFileIds.map((file) => file.id);
  return body;
}

const toOptions = (list: Division[]) => list.map((d) => ({ value: d.code, label: d.name }));

export interface CompanyInfoFormProps {
  initialValues?: Partial<ImproveInfoBody>;
  initialFiles?: CompanyFiles;
  submitText: string;
  /** Saves the details (a mutation's `mutateAsync`); its ApiError shows under the field it concerns or above the button. */
  save: (body: ImproveInfoBody) => Promise<unknown>;
  onSaved?: () => void | Promise<void>;
  /** A rejection's note per field, shown under the fields to correct. */
  reviewerNotes?: FieldReasons;
}

/** The company details form of register-improve-info, update-improve-info and its resubmission. */
export function CompanyInfoForm({ initialValues, initialFiles, submitText, save, onSaved, reviewerNotes }: CompanyInfoFormProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const companyTypes = useCompanyTypes();
  const provinces = useProvinces();
  const [province, setProvince] = useState(initialValues?.provinceCode);
  const cities = useCities(province);
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: save,
    fields: FIELDS,
    byReason: { COMPANY_EXISTS: 'companyName' },
    onSuccess: onSaved,
  });

  const onProvinceChange = (code: string) => {
    form.setFieldValue('cityCode', undefined);
    setProvince(code);
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });
  const thisYear = new Date().getFullYear();
  const half = { xs: 24, md: 12 };
  const extra = (field: ReviewField, help?: string) => {
    const note = reviewerNotes?.[field];
    return note ? <ReviewerNote note={note} help={help} /> : help;
  };

  return (
    <Form<Values>
      form={form}
      name="company-info"
      layout="vertical"
      requiredMark
      disabled={busy}
      initialValues={{
        ...initialValues,
        logoFileId: initialFiles?.logo ? [initialFiles.logo] : [],
        licenceFileIds: initialFiles?.licences ?? [],
      }}
      onFinish={(values) => submit(toBody(values))}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item
            name="companyName"
            extra={extra('companyName')}
            label={t('field.companyName.label')}
            rules={[
              required(t('field.companyName.required')),
              { min: L.companyNameMin, max: L.companyNameMax, message: t('field.companyName.length') },
            ]}
          >
            <Input maxLength={L.companyNameMax} autoComplete="organization" placeholder={t('field.companyName.placeholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="creditCode"
            label={t('company.creditCode.label')}
            extra={extra('creditCode', t('company.creditCode.help'))}
            normalize={(v?: string) => v?.toUpperCase().replace(/\s/g, '')}
            rules={[required(t('company.creditCode.required')), { pattern: CREDIT_CODE_RE, message: t('company.creditCode.invalid') }]}
          >
            <Input maxLength={L.creditCodeLength} placeholder={t('company.creditCode.placeholder')} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="companyTypeId"
            extra={extra('companyTypeId')}
            label={t('company.type.label')}
            rules={[{ required: true, message: t('company.type.required') }]}
          >
            <Select
              loading={companyTypes.isLoading}
              placeholder={t('company.type.placeholder')}
              options={(companyTypes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="size" extra={extra('size')} label={t('company.size.label')}>
            <Select
              allowClear
              placeholder={t('company.size.placeholder')}
              options={COMPANY_SIZES.map((s) => ({ value: s, label: t(`company.size.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="provinceCode"
            extra={extra('region')}
            label={t('company.province.label')}
            rules={[{ required: true, message: t('company.province.required') }]}
          >
            <Select
              loading={provinces.isLoading}
              placeholder={t('company.province.placeholder')}
              options={toOptions(provinces.data ?? [])}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={onProvinceChange}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cityCode" label={t('company.city.label')} rules={[{ required: true, message: t('company.city.required') }]}>
            <Select
              disabled={!province}
              loading={cities.isLoading}
              placeholder={province ? t('company.city.placeholder') : t('company.city.provinceFirst')}
              options={toOptions(cities.data ?? [])}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="address"
            extra={extra('address')}
            label={t('company.address.label')}
            rules={[
              required(t('company.address.required')),
              { min: L.addressMin, max: L.addressMax, message: t('company.address.length') },
            ]}
          >
            <Input maxLength={L.addressMax} autoComplete="street-address" placeholder={t('company.address.placeholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="contactName"
            extra={extra('contactName')}
            label={t('company.contactName.label')}
            rules={[required(t('company.contactName.required')), { max: L.contactNameMax, message: t('company.contactName.length') }]}
          >
            <Input maxLength={L.contactNameMax} autoComplete="name" placeholder={t('company.contactName.placeholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="contactPhone"
            extra={extra('contactPhone')}
            label={t('company.contactPhone.label')}
            rules={[
              required(t('company.contactPhone.required')),
              { pattern: CONTACT_PHONE_RE, message: t('company.contactPhone.invalid') },
            ]}
          >
            <Input
              type="tel"
              inputMode="tel"
              maxLength={L.contactPhoneMax}
              autoComplete="tel"
              placeholder={t('company.contactPhone.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="website"
            extra={extra('website')}
            label={t('company.website.label')}
            rules={[
              { pattern: WEBSITE_RE, message: t('company.website.invalid') },
              { max: L.websiteMax, message: t('company.website.invalid') },
            ]}
          >
            <Input type="url" inputMode="url" maxLength={L.websiteMax} autoComplete="url" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="logoFileId" label={t('company.logo.label')} extra={extra('logo', t('company.logo.help'))}>
            <FileUploader kind="image" visibility="public" maxCount={1} maxSizeMB={5} accept={LOGO_ACCEPT} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="licenceFileIds" label={t('company.licence.label')} extra={extra('licences', t('company.licence.help'))}>
            <FileUploader direct maxCount={COMPANY_LICENCE_FILES_MAX} maxSizeMB={50} accept={LICENCE_ACCEPT} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="foundingYear"
            label={t('company.foundingYear.label')}
            rules={[
              { type: 'number', min: L.foundingYearMin, max: thisYear, message: t('company.foundingYear.invalid', { max: thisYear }) },
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} placeholder={t('company.foundingYear.placeholder')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="introduction" extra={extra('introduction')} label={t('company.introduction.label')}>
            <Input.TextArea
              showCount
              maxLength={L.introductionMax}
              autoSize={{ minRows: 4, maxRows: 10 }}
              placeholder={t('company.introduction.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="introductionEn" label={t('company.introductionEn.label')}>
            <Input.TextArea
              showCount
              maxLength={L.introductionMax}
              autoSize={{ minRows: 3, maxRows: 10 }}
              placeholder={t('company.introductionEn.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('company.contacts.label')} extra={t('company.contacts.help')}>
            <Form.List name="contacts">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Space key={row.key} wrap align="start" style={{ display: 'flex', marginBottom: 8 }}>
                      <Form.Item name={[row.name, 'name']} noStyle rules={[required(t('company.contacts.nameRequired'))]}>
                        <Input
                          maxLength={L.contactNameMax}
                          placeholder={t('company.contacts.name')}
                          aria-label={t('company.contacts.name')}
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'position']} noStyle>
                        <Input
                          maxLength={L.contactPositionMax}
                          placeholder={t('company.contacts.position')}
                          aria-label={t('company.contacts.position')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'phone']}
                        noStyle
                        rules={[{ pattern: CONTACT_PHONE_RE, message: t('company.contactPhone.invalid') }]}
                      >
                        <Input
                          type="tel"
                          maxLength={L.contactPhoneMax}
                          placeholder={t('company.contacts.phone')}
                          aria-label={t('company.contacts.phone')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'email']}
                        noStyle
                        dependencies={[['contacts', row.name, 'phone']]}
                        rules={[
                          { pattern: EMAIL_RE, message: t('company.contacts.emailInvalid') },
                          ({ getFieldValue }) => ({
                            validator: (_, email?: string) =>
                              email?.trim() || getFieldValue(['contacts', row.name, 'phone'])?.trim()
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('company.contacts.needOne'))),
                          }),
                        ]}
                      >
                        <Input
                          type="email"
                          maxLength={L.contactEmailMax}
                          placeholder={t('company.contacts.email')}
                          aria-label={t('company.contacts.email')}
                        />
                      </Form.Item>
                      <Button icon={<DeleteOutlined />} aria-label={t('company.contacts.remove')} onClick={() => remove(row.name)} />
                    </Space>
                  ))}
                  {rows.length < L.contactsMax && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                      {t('company.contacts.add')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </Form.Item>
        </Col>
      </Row>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" size="large" loading={busy} style={{ minWidth: 160 }}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
