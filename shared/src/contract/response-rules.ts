/**
 * Responses of party B to a published demand, party A's marks on them, and the award. States and
 * rules: docs/marketplace.md.
 */
export const RESPONSES_API = {
  /** GET (the demand's company): the responses, as sealing and blinding allow; POST (supplier): respond. */
  ofDemand: '/api/demands/:id/responses',
  /** GET (supplier): its company's responses, newest first. */
  mine: '/api/responses/mine',
  /** GET: one response (its supplier, or the demand's company); PUT (supplier): revise it while responses are open. */
  response: '/api/responses/:id',
  /** POST (supplier): confirm an unchanged response against the demand's latest revision. */
  reconfirm: '/api/responses/:id/reconfirm',
  withdraw: '/api/responses/:id/withdraw',
  /** PUT (an evaluator of the demand's company): the caller's own scores and comment. */
  score: '/api/responses/:id/score',
  /** PUT (the demand's company): shortlist or reject, or undo (null). */
  decision: '/api/responses/:id/decision',
  /** GET: every change of the response's mark, for the demand's company and for the supplier (its own only). */
  markHistory: '/api/responses/:id/mark-history',
  /** PUT (the demand's company, before the first score): the weighted criteria (CriteriaBody); answers the Demand. */
  criteria: '/api/demands/:id/criteria',
  /** POST (the demand's company): show the suppliers' names of a blind evaluation once every response is scored; answers DemandResponses. */
  reveal: '/api/demands/:id/reveal',
  /** POST (the demand's company, after the deadline): award one response; every other one is declined. Answers the Demand. */
  award: '/api/demands/:id/award',
  /** GET: an attachment of the response, for its supplier and the demand's company. */
  file: '/api/responses/:id/files/:fileId',
} as const;

export const RESPONSE_STATUSES = ['ACTIVE', 'WITHDRAWN', 'AWARDED', 'DECLINED'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const RESPONSE_DECISIONS = ['SHORTLISTED', 'REJECTED'] as const;
export type ResponseDecision = (typeof RESPONSE_DECISIONS)[number];

export const RESPONSE_LIMITS = {
  priceMax: 10_000_000_000,
  timelineDaysMax: 3650,
  proposalMin: 20,
  proposalMax: 10_000,
  attachmentsMax: 10,
  manpowerMax: 20,
  scoreMax: 10,
  commentMax: 1000,
  /** Evaluators whose weighted totals (0–100) differ by this much or more are flagged. */
  disagreementPoints: 25,
} as const;

export const MARK_CHANGE_KINDS = ['SCORE', 'DECISION', 'AWARD', 'DECLINE', 'WITHDRAW'] as const;
export type MarkChangeKind = (typeof MARK_CHANGE_KINDS)[number];

/**
 * An evaluation's total out of 100: `Σ score / scoreMax × weight` over the demand's criteria (weights sum to 100),
 * one decimal. A criterion not scored yet counts 0. The server stores it, the seed and the scoring form show it.
 */
export function weightedTotal(
  criteria: readonly { key: string; weight: number }[],
  scores: Readonly<Record<string, number | null | undefined>>,
): number {
  const total = criteria.reduce((sum, c) => sum + ((scores[c.key] ?? 0) / RESPONSE_LIMITS.scoreMax) * c.weight, 0);
  return Math.round(total * 10) / 10;
}
