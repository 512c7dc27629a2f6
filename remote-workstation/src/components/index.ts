export { DemandStatusTag, ResponseStatusTag } from './DemandStatusTag';
export { formatMoney, Money } from './Money';
export { DemandEventTrail } from './DemandEventTrail';
export { ResponseTermsFields } from './ResponseTermsFields';
export { ManpowerSelect } from './ManpowerSelect';
export { useCriterionName } from './criterion-name';
export { useMarkValue } from './mark-value';
export { ChatWithCompany } from './ChatWithCompany';
