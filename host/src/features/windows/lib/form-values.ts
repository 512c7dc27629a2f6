import { SHOWCASE_LIMITS, type CompanyContact, type MyShowcase, type ShowcaseBody } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';

/** The form's values: pictures as the uploader holds them. */
export interface WindowFormValues {
  cover: UploadedFile[];
  introZh: string;
  introEn: string;
  cases: { title: string; description: string; images: UploadedFile[] }[];
  contacts: { name: string; position?: string; phone?: string; email?: string }[];
}

export const EMPTY_FORM: WindowFormValues = { cover: [], introZh: '', introEn: '', cases: [], contacts: [{ name: '' }] };

export function formValuesOf(mine: MyShowcase | null | undefined): WindowFormValues {
  if (!mine) return EMPTY_FORM;
  return {
    cover: mine.cover ? [mine.cover] : [],
    introZh: mine.introZh,
    introEn: mine.introEn,
    cases: mine.cases.map((c) => ({ title: c.title, description: c.description, images: c.images })),
    contacts: mine.contacts,
  };
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

export function bodyOf(values: WindowFormValues): ShowcaseBody {
  return {
    coverFileId: values.cover?.[0]?.id ?? null,
    introZh: values.introZh ?? '',
    introEn: values.introEn ?? '',
    cases: (values.cases ?? []).map((c) => ({
      title: c.title ?? '',
      description: c.description ?? '',
      imageIds: (c.images ?? []).map((image) => image.id).slice(0, SHOWCASE_LIMITS.caseImagesMax),
    })),
    contacts: (values.contacts ?? []).map((c): CompanyContact => ({
      name: c.name ?? '',
      ...(trimmed(c.position) && { position: trimmed(c.position) }),
      ...(trimmed(c.phone) && { phone: trimmed(c.phone) }),
      ...(trimmed(c.email) && { email: trimmed(c.email) }),
    })),
  };
}

const RENAMED: Record<string, string> = { coverFileId: 'cover', imageIds: 'images' };

/** A field the server names (`/cases/0/imageIds`) as the form's field name (`['cases', 0, 'images']`). */
export function fieldOf(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : (RENAMED[part] ?? part)));
}
