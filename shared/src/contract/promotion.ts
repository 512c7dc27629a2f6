import Type, { type Static } from 'typebox';
import { MEMBER_LEVELS } from './user-rules';
import { INVITE_CODE_INPUT_PATTERN, PLACEMENTS, STATS_PERIODS } from './promotion-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionStatsQuery = Type.Object(
  { days: Type.Optional(Type.Enum(STATS_PERIODS, { default: STATS_PERIODS[0] })) },
  { additionalProperties: false },
);
export type PromotionStatsQuery = Static<typeof PromotionStatsQuery>;

/** One day (YYYY-MM-DD, Asia/Shanghai) of the company's window: distinct viewers who saw it and who opened it. */
export const PromotionDaySchema = Type.Object({ day: Type.String(), exposures: Type.Integer(), visits: Type.Integer() });
export type PromotionDay = Static<typeof PromotionDaySchema>;

export const PromotionStatsSchema = Type.Object({
  days: Type.Integer(),
  /** Every day of the period, oldest first, zeros included. */
  series: Type.Array(PromotionDaySchema),
  totals: Type.Object({ exposures: Type.Integer(), visits: Type.Integer() }),
});
export type PromotionStats = Static<typeof PromotionStatsSchema>;

/** A company that redeemed the caller's code (or whose code the caller redeemed). */
export const InviteUseSchema = Type.Object({
  companyName: Type.String(),
  companyNameEn: Nullable(Type.String()),
  /** Epoch ms. */
  at: Type.Number(),
  creditDays: Type.Integer(),
});
export type InviteUse = Static<typeof InviteUseSchema>;

export const PromotionOverviewSchema = Type.Object({
  placement: Type.Object({
    /** The membership in force now (ORDINARY once it ended). */
    level: Type.Enum(MEMBER_LEVELS),
    /** Epoch ms; null for ORDINARY. */
    expires: Nullable(Type.Number()),
    /** Placed first and marked as promoted where `where` says, until `expires`. */
    promoted: Type.Boolean(),
    /** The pages that list this company (by its role); empty when none does. */
    where: Type.Array(Type.Enum(PLACEMENTS)),
  }),
  invite: Type.Object({
    code: Type.String(),
    creditDays: Type.Integer(),
    limit: Type.Integer(),
    /** Newest first. */
    uses: Type.Array(InviteUseSchema),
  }),
  /** The code the company redeemed itself, if any. */
  redeemed: Nullable(InviteUseSchema),
  /** Until when (epoch ms) the company may still redeem a code; null when it may not (any more). */
  redeemUntil: Nullable(Type.Number()),
});
export type PromotionOverview = Static<typeof PromotionOverviewSchema>;

export const RedeemInviteBody = Type.Object({ code: Type.String({ pattern: INVITE_CODE_INPUT_PATTERN }) }, { additionalProperties: false });
export type RedeemInviteBody = Static<typeof RedeemInviteBody>;
