import { eq, sql } from 'drizzle-orm';
import {
  apiPath,
  FILES_API,
  type CertBadge,
  type CompanyCard,
  type CompanyRating,
  type ImproveInfoBody,
  type MemberLevel,
  type Role,
} from '@b2b/shared/contract';
import { companies, companyFollows, companyTypes } from '../../db/schema';
import type { Tx } from '../../db/client';
import { companyScope } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { effectiveMembership } from '../../lib/membership';
import { cityName, provinceName } from '../common/region-names';
import { markColumns } from './marks';

/**
 * What a card shows of a company: its public fields only (never contacts, licences or the credit code),
 * read from the row and its details, and whether `viewerCompanyId` follows it.
 */
export function cardColumns(db: Tx, viewerCompanyId: string) {
  const followed = companyScope(db, viewerCompanyId)
    .pick(companyFollows, { one: sql`1` })
    .where(eq(companyFollows.followedCompanyId, companies.id));
  return {
    id: companies.id,
    role: companies.role,
    name: companies.name,
    nameEn: companies.nameEn,
    logoFileId: sql<string | null>`${companies.info}->>'logoFileId'`,
    companyTypeId: sql<string | null>`${companies.info}->>'companyTypeId'`,
    typeZh: companyTypes.nameZh,
    typeEn: companyTypes.nameEn,
    provinceCode: sql<string | null>`${companies.info}->>'provinceCode'`,
    cityCode: sql<string | null>`${companies.info}->>'cityCode'`,
    size: sql<NonNullable<ImproveInfoBody['size']> | null>`${companies.info}->>'size'`,
    headcount: companies.headcount,
    memberLevel: companies.memberLevel,
    memberExpires: companies.memberExpires,
    followed: sql<boolean>`exists (${followed})`,
    ...markColumns(db),
  };
}

export interface CardRow {
  id: string;
  role: Role;
  name: string;
  nameEn: string | null;
  logoFileId: string | null;
  companyTypeId: string | null;
  typeZh: string | null;
  typeEn: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  size: NonNullable<ImproveInfoBody['size']> | null;
  headcount: number;
  memberLevel: MemberLevel;
  memberExpires: Date | null;
  followed: boolean;
  ratingAverage: number | null;
  ratingCount: number | null;
  hasWindow: boolean;
}

/** The company type of a card's row: joined by `cardColumns`' readers (a left join, a type may be gone). */
export const cardTypeJoin = eq(companyTypes.id, sql`${companies.info}->>'companyTypeId'`);

/**
 * The row as a card, names in `lang`; the membership as in force at `now` (an expired VIP is ORDINARY and not
 * promoted); `badges` its approved certificates in force (`badgesOf` of the certifications module).
 */
export function presentCard(row: CardRow, now: Date, lang: Lang, badges: CertBadge[] = []): CompanyCard {
  const { level } = effectiveMembership(row, now);
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    nameEn: row.nameEn,
    logoUrl: row.logoFileId ? apiPath(FILES_API.file, { id: row.logoFileId }) : null,
    companyTypeId: row.companyTypeId,
    companyTypeName: (lang === 'en-US' ? row.typeEn : row.typeZh) ?? row.companyTypeId,
    provinceCode: row.provinceCode,
    provinceName: row.provinceCode ? provinceName(row.provinceCode, lang) : null,
    cityCode: row.cityCode,
    cityName: row.provinceCode ? cityName(row.provinceCode, row.cityCode, lang) : null,
    size: row.size,
    headcount: row.headcount,
    memberLevel: level,
    promoted: level !== 'ORDINARY',
    followed: Boolean(row.followed),
    badges,
    rating: ratingOf(row),
    hasWindow: Boolean(row.hasWindow),
  };
}

const ratingOf = (row: CardRow): CompanyRating =>
  row.ratingCount ? { average: Number(row.ratingAverage), count: Number(row.ratingCount) } : null;
