import dayjs, { type Dayjs } from 'dayjs';
import type { CreateDemandBody, Criterion, Currency, Demand, DemandBody } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';

export interface DemandFormValues {
  title?: string;
  categoryId?: string;
  provinceCode?: string;
  cityCode?: string;
  budgetMin?: number | null;
  budgetMax?: number | null;
  currency: Currency;
  deadline?: Dayjs | null;
  /** The uploader's files, sent as their ids. */
  attachmentIds: UploadedFile[];
  contactVisibility: DemandBody['contactVisibility'];
  lang: DemandBody['lang'];
  sealed: boolean;
  blind: boolean;
  criteria: Criterion[];
  description?: string;
  amendNote?: string;
}

/** The form's fields a server error may name (its JSON paths' first segment). */
export const DEMAND_FIELDS = [
  'title',
  'categoryId',
  'provinceCode',
  'cityCode',
  'budgetMin',
  'budgetMax',
  'currency',
  'deadline',
  'attachmentIds',
  'contactVisibility',
  'lang',
  'sealed',
  'blind',
  'criteria',
  'description',
  'amendNote',
] as const;

/** What an amendment may not change (docs/marketplace.md, Amendment). */
export const LOCKED_ON_AMEND = ['categoryId', 'provinceCode', 'cityCode', 'criteria', 'sealed', 'blind'] as const;

export function toBody(v: DemandFormValues): DemandBody {
  const body: DemandBody = {
    title: (v.title ?? '').trim(),
    categoryId: v.categoryId ?? '',
    description: (v.description ?? '').trim(),
    budgetMin: v.budgetMin ?? 0,
    budgetMax: v.budgetMax ?? 0,
    currency: v.currency,
    deadline: v.deadline ? v.deadline.valueOf() : 0,
    provinceCode: v.provinceCode ?? '',
    attachmentIds: v.attachmentIds.map((f) => f.id),
    contactVisibility: v.contactVisibility,
    lang: v.lang,
    sealed: v.sealed,
    blind: v.blind,
    criteria: v.criteria.map((c) => ({ key: c.key, name: c.name.trim(), weight: Number(c.weight) })),
  };
  if (v.cityCode) body.cityCode = v.cityCode;
  return body;
}

export const toCreateBody = (v: DemandFormValues, submit: boolean): CreateDemandBody => ({ ...toBody(v), ...(submit && { submit: true }) });

export function fromDemand(d: Demand): DemandFormValues {
  return {
    title: d.title,
    categoryId: d.categoryId,
    provinceCode: d.provinceCode,
    cityCode: d.cityCode ?? undefined,
    budgetMin: d.budgetMin,
    budgetMax: d.budgetMax,
    currency: d.currency,
    deadline: dayjs(d.deadline),
    attachmentIds: d.attachments,
    contactVisibility: d.contactVisibility,
    lang: d.lang,
    sealed: d.sealed,
    blind: d.blind,
    criteria: d.criteria,
    description: d.description,
  };
}
