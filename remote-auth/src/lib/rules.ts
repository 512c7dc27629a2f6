import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN, EMAIL_MAX, PHONE_PATTERN } from '@b2b/shared/contract';
import { usePasswordRules } from '@b2b/ui-kit';
import { NS } from '../i18n';

export const PHONE_RE = new RegExp(PHONE_PATTERN);
export const CODE_RE = new RegExp(CODE_PATTERN);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string) => EMAIL_RE.test(value);

/** The field rules of the auth forms, mirroring the contract's patterns, with messages in the user's language. */
export function useAuthRules() {
  const { t } = useTranslation(NS);
  const passwordRules = usePasswordRules();
  return useMemo(() => {
    const required = (key: string): FormRule => ({ required: true, whitespace: true, message: t(key) });
    return {
      email: [
        required('field.email.required'),
        { type: 'email', message: t('field.email.invalid') },
        { max: EMAIL_MAX, message: t('field.email.invalid') },
      ] as FormRule[],
      phone: [required('field.phone.required'), { pattern: PHONE_RE, message: t('field.phone.invalid') }] as FormRule[],
      account: [
        required('field.account.required'),
        {
          validator: (_: unknown, value?: string) => {
            const v = value?.trim() ?? '';
            return !v || PHONE_RE.test(v) || (looksLikeEmail(v) && v.length <= EMAIL_MAX)
              ? Promise.resolve()
              : Promise.reject(new Error(t('field.account.invalid')));
          },
        },
      ] as FormRule[],
      code: [required('field.code.required'), { pattern: CODE_RE, message: t('field.code.invalid') }] as FormRule[],
      password: [{ required: true, message: t('field.password.required') }] as FormRule[],
      newPassword: passwordRules.newPassword(t('field.newPassword.required')),
      /** Must equal the value of `field`. */
      confirm: (field: string): FormRule[] => passwordRules.confirm(field, t('field.confirmPassword.required')),
      companyName: [required('field.companyName.required'), { min: 2, max: 100, message: t('field.companyName.length') }] as FormRule[],
      nickname: [required('field.nickname.required'), { max: 50, message: t('field.nickname.length') }] as FormRule[],
    };
  }, [t, passwordRules]);
}
