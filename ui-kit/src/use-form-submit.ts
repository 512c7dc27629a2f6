import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorReason } from '@b2b/shared/contract';
import { readServerError, showOnFields } from './serverError';
import { useWaitText } from './use-wait-text';

export interface FormSubmitOptions<TVars, TData> {
  /** The call the form makes, usually a mutation's `mutateAsync`. */
  mutate: (vars: TVars) => Promise<TData>;
  /** The form's fields a VALIDATION error may name. */
  fields: readonly string[];
  /** A reason that concerns one field, shown under it. */
  byReason?: Partial<Record<ErrorReason, string>>;
  /** Shown under each field a VALIDATION error names; the common text by default. */
  invalidText?: string;
  onSuccess?: (data: TData, vars: TVars) => void | Promise<void>;
}

export interface FormSubmit<TVars> {
  submit: (vars: TVars) => Promise<void>;
  /** From the call until it and `onSuccess` are done. */
  busy: boolean;
  /** A server error that no field shows, with when to try again; null when there is none. */
  alert: string | null;
  clearAlert: () => void;
}

/**
 * Submits a form through an API call: tracks the busy state, puts a server error under the field
 * it concerns, and otherwise gives its text for an alert. A rejection that is not an API error
 * (a cancelled call) shows nothing.
 */
export function useFormSubmit<TVars, TData>(form: FormInstance, options: FormSubmitOptions<TVars, TData>): FormSubmit<TVars> {
  const { t } = useTranslation('common');
  const waitText = useWaitText();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (vars: TVars) => {
    setAlert(null);
    setBusy(true);
    try {
      const data = await options.mutate(vars);
      await options.onSuccess?.(data, vars);
    } catch (err) {
      const error = readServerError(err);
      if (!error) return;
      const onFields = showOnFields(form, error, {
        byReason: options.byReason,
        fields: options.fields,
        invalidText: options.invalidText ?? t('form.invalidField'),
      });
      if (!onFields) setAlert(error.retryAfter ? `${error.message} ${waitText(error.retryAfter)}` : error.message);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, alert, clearAlert: () => setAlert(null) };
}
