import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { preParsingAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import { take } from '../../db/counters';
import { AppError } from '../../lib/errors';

/**
 * A signed webhook (the access `{ kind: 'webhook', secret }`): the sender puts
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the shared
 * secret. The signature covers the exact bytes received, before any parser reads them; a timestamp
 * more than `WEBHOOK_TOLERANCE_SECONDS` from now (either way) is refused, so a captured call cannot
 * be replayed later, and within that window each signature is taken once (an atomic counter shared by
 * every instance), so it cannot be replayed sooner either. A sender's retry signs again (a new `t`):
 * handlers stay idempotent on the sender's event id.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The X-Signature value a sender computes (tests, and any caller of our own). */
export function signWebhook(secret: string, body: Buffer | string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** Why a signature is refused, or the good signature's `v1` (what a replay would repeat). */
export type SignatureCheck = { ok: true; signature: string } | { ok: false; why: 'missing' | 'malformed' | 'stale' | 'mismatch' };

const refused = (why: 'missing' | 'malformed' | 'stale' | 'mismatch'): SignatureCheck => ({ ok: false, why });

export function checkSignature(header: string | undefined, body: Buffer, secret: string, now: Date): SignatureCheck {
  if (!header) return refused('missing');
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = fields.get('t');
  const signature = fields.get('v1');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return refused('malformed');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return refused('stale');
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return refused('mismatch');
  return { ok: true, signature: signature.toLowerCase() };
}

async function readAll(payload: AsyncIterable<Buffer | string>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * preParsing hook of a webhook route: reads the raw body (up to the route's body limit), answers
 * 401 UNAUTHENTICATED unless it carries a good, fresh signature, and hands the same bytes to the
 * parser. Throws at registration when `config.webhookSecrets[secretName]` is not set.
 */
export function verifyWebhook(config: Config, secretName: string, where: string): preParsingAsyncHookHandler {
  const secret = config.webhookSecrets[secretName];
  if (!secret) {
    throw new Error(`${where}: the webhook secret "${secretName}" is not configured (WEBHOOK_SECRET_${secretName.toUpperCase()})`);
  }
  return async function (request, _reply, payload) {
    const body = await readAll(payload as AsyncIterable<Buffer>, request.routeOptions.bodyLimit ?? config.bodyLimit);
    const header = request.headers[SIGNATURE_HEADER];
    const check = checkSignature(typeof header === 'string' ? header : undefined, body, secret, this.ctx.clock.now());
    if (!check.ok) {
      request.log.warn({ check: check.why }, 'webhook signature refused');
      throw new AppError('UNAUTHENTICATED');
    }
    const once = { max: 1, windowMs: 2 * WEBHOOK_TOLERANCE_SECONDS * 1000 };
    const used = await take(this.ctx.db, `webhook:${secretName}:${check.signature}`, once, this.ctx.clock.now());
    if (!used.ok) {
      request.log.warn('webhook signature replayed');
      throw new AppError('UNAUTHENTICATED');
    }
    const stream = new PassThrough();
    stream.end(body);
    return stream;
  };
}
