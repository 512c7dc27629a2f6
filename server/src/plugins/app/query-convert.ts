/**
 * Query strings and path parameters arrive as strings. TypeBox's `Value.Convert` and `Value.Default`
 * walk the schema on every request, which cost an eighth of the API's CPU under load; the flat schemas
 * of queries and params are converted here by a function built once per schema instead. Schemas of
 * other shapes get `null`, and the validator falls back to TypeBox.
 */
type Schema = { type?: string; enum?: unknown[]; const?: unknown; items?: Schema; properties?: Record<string, Schema>; default?: unknown };
type Convert = (value: unknown) => unknown;

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const same: Convert = (value) => value;

function scalar(schema: Schema | undefined): Convert | null {
  if (!schema) return null;
  if (schema.type === 'integer' || schema.type === 'number') return (v) => (typeof v === 'string' && NUMBER.test(v) ? Number(v) : v);
  if (schema.type === 'boolean') return (v) => (v === 'true' ? true : v === 'false' ? false : v);
  if (schema.type === 'string') return same;
  if (Array.isArray(schema.enum) && schema.enum.every((e) => typeof e === 'string')) return same;
  if (typeof schema.const === 'string') return same;
  return null;
}

function property(schema: Schema): Convert | null {
  if (schema.type !== 'array') return scalar(schema);
  const item = scalar(schema.items);
  // A repeated key arrives as an array, a single one as a string.
  return item && ((v) => (Array.isArray(v) ? v : [v]).map(item));
}

/** The converter of a flat object schema (strings, numbers, booleans, string enums, arrays of them), or null. */
export function compileQueryConverter(schema: Schema): ((input: unknown) => unknown) | null {
  if (schema.type !== 'object' || !schema.properties) return null;
  const fields = Object.entries(schema.properties).map(([key, s]) => ({ key, convert: property(s), fallback: s.default }));
  if (fields.some((f) => !f.convert)) return null;
  return (input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...input };
    for (const { key, convert, fallback } of fields) {
      if (out[key] === undefined) {
        if (fallback !== undefined) out[key] = fallback;
      } else out[key] = convert!(out[key]);
    }
    return out;
  };
}
