import { useTranslation } from 'react-i18next';
import { criterionName, type Criterion } from '@b2b/shared/contract';
import { normalizeLang } from '@b2b/shared/i18n';

/** A criterion's name in the interface language: a standard one translated, the publisher's own as typed. */
export function useCriterionName(): (criterion: Pick<Criterion, 'key' | 'name'>) => string {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  return (criterion) => criterionName(criterion, lang);
}
