import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { participantScope } from '../../../db/participants';
import type { Tx } from '../../../db/client';
import type { CompanyRow, UserRow } from '../../../db/rows';
import { chatConversations, companies, users } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { mayOpen } from '../eligible';

type Member = { user: UserRow; company: CompanyRow };

/** The directory's page: the party A side of a directory conversation must still be allowed on it. */
const DIRECTORY_PAGE = 'onboarded-sup';

const listedMain = ({ user, company }: Member) => user.type === 'MAIN' && company.role === 'SUP' && company.approvalStatus === 'APPROVED';

/**
 * Whether the onboarded suppliers' directory links `me` and `other` now (docs/chat.md, "Who may chat"): one is an
 * account allowed on the directory's page (party A, MAIN or PROJ, pay member) and the other the main account of a
 * supplier the directory lists (approved), and their direct conversation was opened from the directory's card
 * (`directoryIntroducedAt`): a friendship or response that ends elsewhere is not revived by the directory.
 */
export async function linkedByDirectory(db: Tx, me: string, other: string, directKey: string, now: Date): Promise<boolean> {
  const rows: Member[] = await acrossCompanies(db, 'whether the directory links the accounts of a direct conversation')
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [me, other]));
  if (rows.length !== 2 || rows[0].company.id === rows[1].company.id) return false;
  const onDirectory = (m: Member) => mayOpen(DIRECTORY_PAGE, m.user, m.company, now);
  if (!((onDirectory(rows[0]) && listedMain(rows[1])) || (onDirectory(rows[1]) && listedMain(rows[0])))) return false;
  const [introduced] = await participantScope(db, { userId: me })
    .pick(chatConversations, { at: chatConversations.directoryIntroducedAt })
    .where(and(eq(chatConversations.directKey, directKey), isNotNull(chatConversations.directoryIntroducedAt)));
  return introduced !== undefined;
}
