import { Compile } from 'typebox/compile';
import { Email, Phone, type CodeChannel } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import '../../plugins/app/validation';

const email = Compile(Email);
const phone = Compile(Phone);

/**
 * The canonical form of a code target: a lower-cased email for `mail`, a mainland mobile
 * number for `sms`. `field` names the offending field in the 400 VALIDATION answer.
 */
export function normalizeTarget(channel: CodeChannel, raw: string, field = '/target'): string {
  const value = raw.trim();
  if (channel === 'mail') {
    const lower = value.toLowerCase();
    if (!email.Check(lower)) throw new AppError('VALIDATION', { fields: [field] });
    return lower;
  }
  if (!phone.Check(value)) throw new AppError('VALIDATION', { fields: [field] });
  return value;
}
