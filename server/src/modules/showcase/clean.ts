import type { CompanyContact, ShowcaseBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { showcaseWindows } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { cleanMarkdown, stripControl } from '../demands/clean';
import { attachableFiles } from '../files/attach';

/** The columns a window's body sets. */
export type WindowValues = Pick<typeof showcaseWindows.$inferInsert, 'coverFileId' | 'introZh' | 'introEn' | 'cases' | 'contacts'>;

const oneLine = (value: string) => stripControl(value).replace(/\s+/g, ' ').trim();

function cleanContact(contact: CompanyContact, at: string, fields: string[]): CompanyContact {
  const name = oneLine(contact.name);
  const position = contact.position ? oneLine(contact.position) : '';
  if (!name) fields.push(`${at}/name`);
  if (!contact.phone && !contact.email) fields.push(`${at}/phone`);
  return {
    name,
    ...(position && { position }),
    ...(contact.phone && { phone: contact.phone.trim() }),
    ...(contact.email && { email: contact.email.toLowerCase() }),
  };
}

/**
 * The window as stored: control characters and HTML tags out, texts trimmed and checked again (a case
 * title of spaces is none), every contact with a phone or an email, and every image one of the company's
 * own confirmed public images: 400 on each field that fails, nothing saved.
 */
export async function cleanWindow(tx: Tx, companyId: string, body: ShowcaseBody): Promise<WindowValues> {
  const fields: string[] = [];
  const cases = body.cases.map((item, index) => {
    const title = oneLine(item.title);
    if (title.length < 2) fields.push(`/cases/${index}/title`);
    return { title, description: cleanMarkdown(item.description).trim(), imageIds: item.imageIds };
  });
  const contacts = body.contacts.map((contact, index) => cleanContact(contact, `/contacts/${index}`, fields));
  if (fields.length) throw new AppError('VALIDATION', { fields });
  const image = { kind: 'image', visibility: 'public' } as const;
  await attachableFiles(tx, companyId, body.coverFileId ? [body.coverFileId] : [], '/coverFileId', image);
  for (const [index, item] of cases.entries()) await attachableFiles(tx, companyId, item.imageIds, `/cases/${index}/imageIds`, image);
  return {
    coverFileId: body.coverFileId,
    introZh: cleanMarkdown(body.introZh).trim(),
    introEn: cleanMarkdown(body.introEn).trim(),
    cases,
    contacts,
  };
}

/** What the keyword finds: the company's names, both introductions and the case titles, lower-cased. */
export const searchTextOf = (names: string[], values: WindowValues) =>
  [...names, values.introZh, values.introEn, ...values.cases.map((c) => c.title)].join('\n').toLowerCase();
