import Type, { type Static } from 'typebox';
import { ROLES, APPROVAL_STATUSES, MEMBER_LEVELS, ACCOUNT_TYPES } from './user-rules';

export const UserInfoSchema = Type.Object({
  userId: Type.String(),
  role: Type.Enum(ROLES),
  /** The company profile has been completed (register-improve-info submitted). */
  refined: Type.Boolean(),
  companyApprovalStatus: Type.Enum(APPROVAL_STATUSES),
  memberLevel: Type.Enum(MEMBER_LEVELS),
  type: Type.Enum(ACCOUNT_TYPES),
  /** When the session token expires, epoch milliseconds. */
  expires: Type.Integer(),
  /** Customer-service staff this user may chat with. */
  customers: Type.Array(Type.Object({ id: Type.String(), nickname: Type.String() })),
  nickname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  companyId: Type.Union([Type.String(), Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  /** Membership end, epoch milliseconds; null for ORDINARY. */
  memberExpires: Type.Union([Type.Integer(), Type.Null()]),
});
export type UserInfo = Static<typeof UserInfoSchema>;
