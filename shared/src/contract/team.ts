import Type, { type Static } from 'typebox';
import { Email, Password } from './auth';
import { Uuid } from './envelope';
import { MEMBER_LEVELS } from './user-rules';
import { INVITATION_STATUSES, INVITATION_TOKEN_PATTERN, NICKNAME_MAX, SUB_ACCOUNT_TYPES } from './team-rules';

const SubAccountTypeSchema = Type.Enum(SUB_ACCOUNT_TYPES);
const Nickname = Type.String({ minLength: 1, maxLength: NICKNAME_MAX });

export const InviteSubAccountBody = Type.Object(
  { email: Email, type: SubAccountTypeSchema, nickname: Nickname },
  { additionalProperties: false },
);
export type InviteSubAccountBody = Static<typeof InviteSubAccountBody>;

export const SubAccountSchema = Type.Object({
  userId: Type.String(),
  nickname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  type: SubAccountTypeSchema,
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]),
  createdAt: Type.Integer(),
});
export type SubAccount = Static<typeof SubAccountSchema>;

export const InvitationSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  nickname: Type.String(),
  type: SubAccountTypeSchema,
  status: Type.Enum(INVITATION_STATUSES),
  expiresAt: Type.Integer(),
  createdAt: Type.Integer(),
});
export type Invitation = Static<typeof InvitationSchema>;

/** The sub-account page: the level's seats, how many are taken (members and pending invitations), both lists. */
export const TeamOverviewSchema = Type.Object({
  memberLevel: Type.Enum(MEMBER_LEVELS),
  seats: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0 }),
  members: Type.Array(SubAccountSchema),
  invitations: Type.Array(InvitationSchema),
});
export type TeamOverview = Static<typeof TeamOverviewSchema>;

export const MemberParams = Type.Object({ id: Uuid }, { additionalProperties: false });

const InvitationToken = Type.String({ pattern: INVITATION_TOKEN_PATTERN });

export const InvitationTokenBody = Type.Object({ token: InvitationToken }, { additionalProperties: false });
export type InvitationTokenBody = Static<typeof InvitationTokenBody>;

export const InvitationPreviewSchema = Type.Object({
  companyName: Type.String(),
  email: Type.String(),
  nickname: Type.String(),
  type: SubAccountTypeSchema,
  expiresAt: Type.Integer(),
});
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

export const AcceptInvitationBody = Type.Object(
  { token: InvitationToken, nickname: Nickname, password: Password },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
