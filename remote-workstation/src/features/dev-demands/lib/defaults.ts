import { currentLang } from '@b2b/shared/i18n';
import { defaultCriteria } from './criteria';
import type { DemandFormValues } from './form-values';

/** A new demand's form: CNY, contact for responders, open bids, the default criteria in the interface language. */
export const newDemandValues = (): DemandFormValues => ({
  currency: 'CNY',
  attachmentIds: [],
  contactVisibility: 'RESPONDERS',
  lang: currentLang(),
  sealed: false,
  blind: false,
  criteria: defaultCriteria(currentLang()),
});
