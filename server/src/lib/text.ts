import { AppError } from './errors';

/** Trimmed text that must still be long enough once trimmed; else 400 VALIDATION naming `field`. */
export function cleanText(value: string, field: string, min = 1): string {
  const text = value.trim();
  if (text.length < min) throw new AppError('VALIDATION', { fields: [field] });
  return text;
}
