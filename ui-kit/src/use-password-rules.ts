import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_PATTERN } from '@b2b/shared/contract';

const PASSWORD_RE = new RegExp(PASSWORD_PATTERN);

/**
 * The field rules of a new password and of its confirmation, checking the contract's
 * PASSWORD_PATTERN. The "required" texts come from the caller, since they name the field.
 */
export function usePasswordRules() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      newPassword: (requiredText: string): FormRule[] => [
        { required: true, message: requiredText },
        { pattern: PASSWORD_RE, message: t('form.passwordRule') },
      ],
      /** The confirmation must equal the value of `field`. */
      confirm: (field: string, requiredText: string): FormRule[] => [
        { required: true, message: requiredText },
        ({ getFieldValue }) => ({
          validator: (_: unknown, value?: string) =>
            !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('form.passwordMismatch'))),
        }),
      ],
    }),
    [t],
  );
}
