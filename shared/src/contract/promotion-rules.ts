/**
 * A company's promotion (issue 37, `account/promotion`): its placement, its invite code and the statistics of its
 * showcase window (exposure and visits per day).
 */
export const PROMOTION_API = {
  /** GET: the placement, the company's invite code with its uses, and whether the company may still redeem one. */
  overview: '/api/promotion',
  /** GET `?days=7|30|90`: exposure and visits of the company's window per day, oldest first. */
  stats: '/api/promotion/stats',
  /** POST `{code}`: the company redeems another company's invite code; both are credited. */
  redeem: '/api/promotion/invite/redeem',
} as const;

/** The periods the statistics are shown over, in days (today included). */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const PROMOTION_LIMITS = {
  /** Days of VIP both companies get for one redemption (converted like any VIP time onto an SVIP in force). */
  inviteCreditDays: 7,
  /** A company may redeem a code within this many days of registering. */
  redeemWithinDays: 30,
  /** Redemptions one code allows in all. */
  invitesPerCode: 20,
  /** Invite codes: this many characters of `INVITE_CODE_ALPHABET`. */
  codeLength: 8,
} as const;

/** Upper-case letters and digits without the ones read alike (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** What the redeem form accepts (lower case too; the server upper-cases it). */
export const INVITE_CODE_INPUT_PATTERN = '^[A-Za-z0-9]{4,16}$';

/** Where a promoted company is placed first and marked: the showcase windows (both sides), the supplier directory (suppliers). */
export const PLACEMENTS = ['showcase', 'directory'] as const;
export type Placement = (typeof PLACEMENTS)[number];
