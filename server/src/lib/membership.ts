import type { MemberLevel } from '@b2b/shared/contract';

/** A VIP or SVIP membership counts only until it expires; after that the company is ORDINARY. */
export function effectiveMembership(
  company: { memberLevel: MemberLevel; memberExpires: Date | null },
  now: Date,
): { level: MemberLevel; expires: Date | null } {
  if (company.memberLevel === 'ORDINARY' || !company.memberExpires || company.memberExpires <= now) {
    return { level: 'ORDINARY', expires: null };
  }
  return { level: company.memberLevel, expires: company.memberExpires };
}
