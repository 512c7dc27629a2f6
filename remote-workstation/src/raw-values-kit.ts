import {
  CONTACT_VISIBILITIES,
  DEMAND_EVENT_ACTIONS,
  DEMAND_STATUSES,
  MARK_CHANGE_KINDS,
  RESPONSE_DECISIONS,
  RESPONSE_STATUSES,
} from '@b2b/shared/contract';

/** The contract's enum values a reader must never see as they are stored (tests of the workstation's pages). */
export const RAW_VALUES: readonly string[] = [
  ...new Set([
    ...DEMAND_STATUSES,
    ...DEMAND_EVENT_ACTIONS,
    ...RESPONSE_STATUSES,
    ...RESPONSE_DECISIONS,
    ...MARK_CHANGE_KINDS,
    ...CONTACT_VISIBILITIES,
  ]),
];

/** The enum values found as whole words in `text` (a page's text content). */
export const rawValuesIn = (text: string): string[] => RAW_VALUES.filter((value) => new RegExp(`\\b${value}\\b`).test(text));
