import { eq, inArray } from 'drizzle-orm';
import {
  bulletinExcerpt,
  type CertBadge,
  type CompanyRating,
  SHOWCASE_LIMITS,
  type MyShowcase,
  type ShowcaseCard,
  type ShowcaseImage,
  type ShowcaseView,
} from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { FileRow, ShowcaseWindowRow } from '../../db/rows';
import { companies, companyRatingSummaries } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { badgesOf } from '../certifications/badges';
import { filesById } from '../files/attach';
import { present as presentFile } from '../files/service';

/** What presenting some windows needs besides their rows: the companies' names and ratings, the images' files. */
export interface WindowRefs {
  names: Map<string, { name: string; nameEn: string | null; rating: CompanyRating }>;
  files: Map<string, FileRow>;
  /** The companies' badges, loaded when `today` is given (the other side's reads). */
  badges: Map<string, CertBadge[]>;
}

const imageIdsOf = (row: ShowcaseWindowRow) => [...(row.coverFileId ? [row.coverFileId] : []), ...row.cases.flatMap((c) => c.imageIds)];

export async function loadRefs(db: Tx, rows: ShowcaseWindowRow[], today?: string): Promise<WindowRefs> {
  if (rows.length === 0) return { names: new Map(), files: new Map(), badges: new Map() };
  const named = await acrossCompanies(db, "a window shows its own company's name and its published ratings' summary")
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      average: companyRatingSummaries.average,
      count: companyRatingSummaries.count,
    })
    .from(companies)
    .leftJoin(companyRatingSummaries, eq(companyRatingSummaries.companyId, companies.id))
    .where(
      inArray(
        companies.id,
        rows.map((row) => row.companyId),
      ),
    );
  const ids = rows.map((row) => row.companyId);
  return {
    names: new Map(named.map(({ average, count, ...c }) => [c.id, { ...c, rating: count ? { average: Number(average), count } : null }])),
    files: await filesById(db, rows.flatMap(imageIdsOf)),
    badges: today ? await badgesOf(db, ids, today) : new Map(),
  };
}

const nameIn = (refs: WindowRefs, companyId: string, lang: Lang) => {
  const company = refs.names.get(companyId);
  return (lang === 'en-US' && company?.nameEn) || company?.name || '';
};

/** An image the window names, if it is still a ready file of the window's own company. */
function imageOf(refs: WindowRefs, row: ShowcaseWindowRow, id: string): ShowcaseImage | null {
  const file = refs.files.get(id);
  if (!file || file.companyId !== row.companyId) return null;
  return presentFile(file);
}

function common(row: ShowcaseWindowRow, refs: WindowRefs, lang: Lang) {
  return {
    companyId: row.companyId,
    companyName: nameIn(refs, row.companyId, lang),
    cover: row.coverFileId ? imageOf(refs, row, row.coverFileId) : null,
    cases: row.cases.map((item) => ({
      title: item.title,
      description: item.description,
      images: item.imageIds.map((id) => imageOf(refs, row, id)).filter((image) => image !== null),
    })),
    contacts: row.contacts,
    publishedAt: row.publishedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The reader's introduction, else the other language's (a company may write only one). */
const introIn = (row: ShowcaseWindowRow, lang: Lang) => (lang === 'en-US' ? row.introEn || row.introZh : row.introZh || row.introEn);

export const presentMine = (row: ShowcaseWindowRow, refs: WindowRefs, lang: Lang): MyShowcase => ({
  ...common(row, refs, lang),
  state: row.state,
  introZh: row.introZh,
  introEn: row.introEn,
});

export const presentView = (row: ShowcaseWindowRow, refs: WindowRefs, lang: Lang): ShowcaseView => ({
  ...common(row, refs, lang),
  intro: introIn(row, lang),
  badges: refs.badges.get(row.companyId) ?? [],
  rating: refs.names.get(row.companyId)?.rating ?? null,
});

export const presentCard = (row: ShowcaseWindowRow, refs: WindowRefs, lang: Lang): Omit<ShowcaseCard, 'promoted'> => ({
  companyId: row.companyId,
  companyName: nameIn(refs, row.companyId, lang),
  cover: row.coverFileId ? imageOf(refs, row, row.coverFileId) : null,
  excerpt: bulletinExcerpt(introIn(row, lang), SHOWCASE_LIMITS.excerptMax),
  caseCount: row.cases.length,
  publishedAt: row.publishedAt!.getTime(),
  badges: refs.badges.get(row.companyId) ?? [],
  rating: refs.names.get(row.companyId)?.rating ?? null,
});
