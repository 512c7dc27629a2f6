import Type, { type Static } from 'typebox';
import { TEST_CLOCK_MAX_MS } from './test-clock-rules';

export const AdvanceClockBody = Type.Object(
  { ms: Type.Integer({ minimum: 0, maximum: TEST_CLOCK_MAX_MS }) },
  { additionalProperties: false },
);
export type AdvanceClockBody = Static<typeof AdvanceClockBody>;

export const AdvanceClockResultSchema = Type.Object({
  /** The API's time after the move (epoch ms). */
  now: Type.Integer(),
  /** How many due jobs ran. */
  ran: Type.Integer(),
});
export type AdvanceClockResult = Static<typeof AdvanceClockResultSchema>;
