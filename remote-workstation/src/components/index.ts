export { Countdown, useTimeLeft } from './Countdown';
export { formatDate, formatDateTime, localDay } from './dates';
export { DemandStatusTag, ResponseStatusTag } from './DemandStatusTag';
export { Markdown } from './markdown/Markdown';
export { formatMoney, Money } from './Money';
export { useNow } from './use-now';
