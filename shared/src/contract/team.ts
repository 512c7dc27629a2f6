import Type, { type Static } from 'typebox';
import { Code, Email, Password, Phone } from './auth';
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

export const InviteByPhoneBody = Type.Object(
  { phone: Phone, type: SubAccountTypeSchema, nickname: Nickname },
  { additionalProperties: false },
);
export type InviteByPhoneBody = Static<typeof InviteByPhoneBody>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

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

/** An invitation goes to an address (`email`) or to a mobile number (`phone`), never both. */
export const InvitationSchema = Type.Object({
  id: Type.String(),
  email: NullableString,
  phone: NullableString,
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
  email: NullableString,
  phone: NullableString,
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

/** A phone invitation is named by its mobile number and the code of its text message. */
export const InvitationCodeBody = Type.Object({ phone: Phone, code: Code }, { additionalProperties: false });
export type InvitationCodeBody = Static<typeof InvitationCodeBody>;

export const AcceptCodeInvitationBody = Type.Object(
  { phone: Phone, code: Code, nickname: Nickname, password: Password },
  { additionalProperties: false },
);
export type AcceptCodeInvitationBody = Static<typeof AcceptCodeInvitationBody>;
