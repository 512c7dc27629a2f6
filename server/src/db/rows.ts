import type { companies, files, notices, sessions, users } from './schema';

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** Who is calling: the account, its company and the session the token belongs to. */
export interface Caller {
  user: UserRow;
  company: CompanyRow;
  session: SessionRow;
}
