import { REVIEW_FIELDS, type ReviewField } from '@b2b/shared/contract';

export { REVIEW_FIELDS, type ReviewField };

export interface ReasonParts {
  /** `：` / `: ` between a field and its note. */
  colon: string;
  /** `；` / `; ` between fields. */
  separator: string;
  label: (field: ReviewField) => string;
}

/**
 * The overall `reason` of a rejection, from the note per ticked field, in the order of the form:
 * "公司名称：…；统一社会信用代码：…". An empty note leaves the field's name alone.
 */
export function composeReason(fields: readonly ReviewField[], notes: Partial<Record<ReviewField, string>>, parts: ReasonParts): string {
  return REVIEW_FIELDS.filter((field) => fields.includes(field))
    .map((field) => {
      const note = notes[field]?.trim();
      return note ? `${parts.label(field)}${parts.colon}${note}` : parts.label(field);
    })
    .join(parts.separator);
}
