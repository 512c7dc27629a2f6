import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { compileQueryConverter } from './query-convert';

registerAjvFormats();

/**
 * TypeBox's compiled checker instead of Fastify's default Ajv: the body is checked as sent
 * (no type coercion, unknown properties are errors, nothing removed), while querystring,
 * params and headers get their defaults and are converted from strings first. It also
 * reports every error, so the response can name every offending field.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const convert = httpPart !== 'body';
  const fast = convert ? compileQueryConverter(schema as never) : null;
  return (input: unknown) => {
    const nul = nulPath(input, '', 0);
    if (nul !== undefined) return { error: [{ keyword: 'nul', instancePath: nul, schemaPath: '#', params: {}, message: 'NUL character' }] };
    const value = !convert ? input : fast ? fast(input) : Value.Convert(schema, Value.Default(schema, input));
    if (checker.Check(value)) return { value };
    return { error: checker.Errors(value) as unknown as FastifySchemaValidationError[] };
  };
};

/** PostgreSQL text cannot hold U+0000: the path of the first string containing it, if any. */
function nulPath(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, `${path}/${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

interface CheckError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params?: { requiredProperties?: string[]; additionalProperties?: string[] };
}

const BRANCH = /^#\/anyOf\/(\d+)(?=\/|$)/;

/**
 * When the whole schema is a union (LoginBody, ReviewCompanyBody), the errors of the branch
 * the client meant: the one whose discriminating constant matched, else the one with fewest errors.
 */
function meantBranch(errors: CheckError[]): CheckError[] {
  const branches = new Map<string, CheckError[]>();
  for (const error of errors) {
    const match = BRANCH.exec(error.schemaPath);
    if (match) branches.set(match[1], [...(branches.get(match[1]) ?? []), error]);
  }
  if (branches.size === 0) return errors;
  const candidates = [...branches.values()];
  const discriminated = candidates.filter((list) => !list.some((e) => e.keyword === 'const' && e.instancePath.split('/').length === 2));
  const pool = discriminated.length > 0 ? discriminated : candidates;
  return pool.reduce((best, list) => (list.length < best.length ? list : best));
}

/** JSON paths of the offending fields, such as `/email`, for `ErrorData.fields`. */
export function fieldsOf(errors: readonly unknown[]): string[] {
  const fields = new Set<string>();
  for (const error of meantBranch(errors as CheckError[])) {
    const base = error.instancePath ?? '';
    if (error.keyword === 'required') {
      for (const name of error.params?.requiredProperties ?? []) fields.add(`${base}/${name}`);
    } else if (error.keyword === 'additionalProperties') {
      for (const name of error.params?.additionalProperties ?? []) fields.add(`${base}/${name}`);
    } else if (error.keyword !== 'anyOf' || base) {
      fields.add(base || '/');
    }
  }
  return [...fields];
}
