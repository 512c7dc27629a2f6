import Type, { type Static } from 'typebox';
import { UserInfoSchema } from './user';
import { INVITE_CODE_INPUT_PATTERN } from './promotion-rules';
import { PHONE_PATTERN, EMAIL_MAX, PASSWORD_MIN, PASSWORD_MAX, PASSWORD_PATTERN, CODE_PATTERN, CODE_PURPOSES } from './auth-rules';

export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX });
export const Phone = Type.String({ pattern: PHONE_PATTERN });
export const Password = Type.String({ pattern: PASSWORD_PATTERN, minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const Code = Type.String({ pattern: CODE_PATTERN });
const Purpose = Type.Enum(CODE_PURPOSES);

export const SendMailCodeBody = Type.Object({ email: Email, purpose: Purpose }, { additionalProperties: false });
export type SendMailCodeBody = Static<typeof SendMailCodeBody>;
export const SendSmsCodeBody = Type.Object({ phone: Phone, purpose: Purpose }, { additionalProperties: false });
export type SendSmsCodeBody = Static<typeof SendSmsCodeBody>;
/** Seconds before another code may be sent to the same target. */
export const SendCodeResult = Type.Object({ resendAfter: Type.Integer() });
export type SendCodeResult = Static<typeof SendCodeResult>;

const Channel = Type.Union([Type.Literal('mail'), Type.Literal('sms')]);
export type CodeChannel = 'mail' | 'sms';

export const RegisterBody = Type.Object(
  {
    role: Type.Union([Type.Literal('DEV'), Type.Literal('SUP')]),
    companyName: Type.String({ minLength: 2, maxLength: 100 }),
    nickname: Type.String({ minLength: 1, maxLength: 50 }),
    channel: Channel,
    /** The email (channel mail) or phone number (channel sms) the code was sent to. */
    target: Type.String({ minLength: 3, maxLength: EMAIL_MAX }),
    code: Code,
    password: Password,
    agreeTerms: Type.Literal(true),
    remember: Type.Optional(Type.Boolean()),
    /** Another company's invite code (account/promotion): redeemed as the company is made, both credited. */
    inviteCode: Type.Optional(Type.String({ pattern: INVITE_CODE_INPUT_PATTERN })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Union([
  Type.Object(
    {
      method: Type.Literal('password'),
      /** Email or phone number. */
      account: Type.String({ minLength: 3, maxLength: EMAIL_MAX }),
      password: Type.String({ minLength: 1, maxLength: 64 }),
      /** "Remember me": a session of SESSION_REMEMBER_DAYS without idle timeout. */
      remember: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      method: Type.Literal('code'),
      channel: Channel,
      target: Type.String({ minLength: 3, maxLength: EMAIL_MAX }),
      code: Code,
      remember: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
]);
export type LoginBody = Static<typeof LoginBody>;

export const SessionResult = Type.Object({
  token: Type.String(),
  /** Epoch milliseconds. */
  expires: Type.Integer(),
  user: UserInfoSchema,
});
export type SessionResult = Static<typeof SessionResult>;

export const ForgetBody = Type.Object(
  { channel: Channel, target: Type.String({ minLength: 3, maxLength: EMAIL_MAX }), code: Code, password: Password },
  { additionalProperties: false },
);
export type ForgetBody = Static<typeof ForgetBody>;
