import { Compile } from 'typebox/compile';
import {
  CHAT_LIMITS,
  ClientFrameSchema,
  REASONS,
  type ClientFrame,
  type ErrorReason,
  type Lang,
  type ServerFrame,
} from '@b2b/shared/contract';

const checker = Compile(ClientFrameSchema);

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; reason: ErrorReason; ref?: string };

/** A text frame read as JSON and checked against the contract; its size is checked first. */
export function parseFrame(text: string): ParsedFrame {
  if (Buffer.byteLength(text) > CHAT_LIMITS.frameMaxBytes) return { ok: false, reason: 'CHAT_FRAME_TOO_LARGE' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'CHAT_FRAME_INVALID' };
  }
  if (checker.Check(value) && !hasNul(value)) return { ok: true, frame: value };
  const ref = (value as { ref?: unknown } | null)?.ref;
  return { ok: false, reason: 'CHAT_FRAME_INVALID', ref: typeof ref === 'string' && ref.length <= 64 ? ref : undefined };
}

/** PostgreSQL text cannot hold U+0000. */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : !!value && typeof value === 'object' && Object.values(value).some(hasNul);

export function errorFrame(
  reason: ErrorReason,
  lang: Lang,
  extra: { ref?: string; clientMsgId?: string; retryAfter?: number } = {},
): ServerFrame {
  return { type: 'error', reason, msg: REASONS[reason][lang], ...extra };
}
