import { landingPath } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';

export const HOME = '/home';

/** Where a user goes after signing in: unfinished company information first, then the page they came for, else their home. */
export function pathAfterLogin(
  user: Pick<UserInfo, 'refined' | 'type' | 'companyApprovalStatus' | 'role'>,
  redirect: string | null,
): string {
  if (!user.refined && user.type === 'MAIN') return '/auth/register-improve-info';
  if (user.companyApprovalStatus === 'INFO_REJECT') return '/auth/update-improve-info/reject';
  return landingPath(user, redirect);
}
