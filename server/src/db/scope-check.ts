import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import * as schema from './schema';

/**
 * The scope check (db/scope-check.test.ts): finds statements that reach a company-owned table on
 * the database itself, outside companyScope/userScope, participantScope and acrossCompanies, whether
 * built with the query builder or written out (`execute(sql\`…\`)`): written-out SQL carries its
 * scope's condition by hand, so it goes through `acrossCompanies(tx, 'why')`, which names the reason.
 */

/**
 * Company-owned tables, from the schema: `companies`, `users` and every table with a `companyId` or
 * `userId`, by SQL name and by the name the schema exports them under (`db.query.<name>`).
 */
export function companyOwnedTables(): Set<string> {
  const owned = new Set<string>();
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = getTableColumns(value);
    if (value === schema.companies || value === schema.users || 'companyId' in columns || 'userId' in columns) {
      owned.add(getTableName(value)).add(name);
    }
  }
  return owned;
}

/** Calls that name a table: `.from(t)`, the joins, `.insert(t)`, `.update(t)`, `.delete(t)`. */
const TABLE_METHODS = new Set(['from', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'insert', 'update', 'delete']);
/** What a chain may start from: the scopes' classes (in these files) and the escape's handle. */
const SCOPE_TYPES = new Set(['Scope', 'ParticipantScope']);
const SCOPE_FILES = ['/db/scoped.ts', '/db/participants.ts'];
const ESCAPE_BRAND = '__acrossCompanies';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The SQL name of a Drizzle table from its type (`PgTableWithColumns<{ name: "demands"; … }>`), if it is one. */
function tableName(checker: ts.TypeChecker, node: ts.Expression): string | undefined {
  const config = checker.getTypeAtLocation(node).getProperty('_');
  if (!config) return undefined;
  const name = checker.getTypeOfSymbolAtLocation(config, node).getProperty('name');
  if (!name) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(name, node);
  return type.isStringLiteral() ? type.value : undefined;
}

/** The chain below a call (`ctx.db.select().from`) passes through a scope or the escape's handle. */
function scoped(checker: ts.TypeChecker, call: ts.CallExpression): boolean {
  let node: ts.Expression = (call.expression as ts.PropertyAccessExpression).expression;
  for (;;) {
    const type = checker.getTypeAtLocation(node);
    if (type.getProperty(ESCAPE_BRAND)) return true;
    const symbol = type.getSymbol();
    const declaredIn = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (symbol && SCOPE_TYPES.has(symbol.getName()) && SCOPE_FILES.some((file) => declaredIn.endsWith(file))) return true;
    if (
      ts.isCallExpression(node) ||
      ts.isPropertyAccessExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isParenthesizedExpression(node)
    ) {
      node = node.expression;
    } else return false;
  }
}

/** The company-owned tables a written-out statement reads or writes (`from`, `join`, `update`, `into`, `delete from`). */
export function tablesNamedIn(text: string, owned: Set<string>): string[] {
  const named = new Set<string>();
  for (const match of text.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const table = match[1].toLowerCase();
    if (owned.has(table)) named.add(table);
  }
  return [...named];
}

/** Every unscoped statement on a company-owned table in `files`, and every escape without a literal reason. */
export function findUnscoped(files: string[], owned: Set<string>, options: ts.CompilerOptions): Finding[] {
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not read: ${file}`);
    const report = (node: ts.Node, text: string) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      findings.push({ file, line, text });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length) {
        const method = node.expression.name.text;
        const table = TABLE_METHODS.has(method) ? tableName(checker, node.arguments[0]) : undefined;
        if (table && owned.has(table) && !scoped(checker, node)) report(node, `${method}(${table})`);
      }
      // Drizzle's relational queries: `db.query.demands.findMany(…)`.
      if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
        const table = node.name.text;
        const handle = checker.getTypeAtLocation(node.expression.expression);
        if (owned.has(table) && handle.getProperty('transaction') && !handle.getProperty(ESCAPE_BRAND)) report(node, `query.${table}`);
      }
      // Written-out SQL: `tx.execute(sql\`… from chat_messages …\`)` on a database handle, not the escape's.
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'execute') {
        const statement = node.arguments[0];
        const handle = checker.getTypeAtLocation(node.expression.expression);
        if (
          statement &&
          ts.isTaggedTemplateExpression(statement) &&
          handle.getProperty('transaction') &&
          !handle.getProperty(ESCAPE_BRAND)
        ) {
          for (const table of tablesNamedIn(statement.template.getText(source), owned)) report(node, `execute(sql: ${table})`);
        }
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'acrossCompanies') {
        const why = node.arguments[1];
        if (!why || !ts.isStringLiteralLike(why) || !why.text.trim()) report(node, 'acrossCompanies without a literal reason');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

/** The server's compiler options, from its tsconfig. */
export function serverCompilerOptions(serverDir: string): ts.CompilerOptions {
  const configFile = path.join(serverDir, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(read.config, ts.sys, serverDir).options;
}
