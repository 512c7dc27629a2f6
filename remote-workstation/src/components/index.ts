export { DemandStatusTag, ResponseStatusTag } from './DemandStatusTag';
export { formatMoney, Money } from './Money';
