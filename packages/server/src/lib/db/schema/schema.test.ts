import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import { type DatabaseHandle, openDatabase } from '../database';
import { migrate } from '../migrate';

/**
 * The types in this folder are written by hand, so this test holds them to the
 * database the migrations build: every table, every column, whether it may be null,
 * and the kind of value node-postgres reads from it. TypeScript types are gone at run
 * time, so the declared side is read with the TypeScript compiler: each table's
 * `Selectable` row, the type a query reads.
 */

/** The kinds of value a column can be read as, coarse enough to compare the two sides. */
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'json' | 'array';

interface Column {
  nullable: boolean;
  /** What the column's values may be; for the declared side, the kinds its type unites. */
  kinds: Kind[];
  /** Declared as `unknown` or `any`: says nothing about null. */
  opaque?: boolean;
}

type Tables = Map<string, Map<string, Column>>;

/**
 * What node-postgres (with no type parsers of our own) reads each column type as.
 * `numeric` and `int8` come as decimal strings, so no digit is lost. A `date` would
 * come as a Date at local midnight, so queries read date columns as `::text`
 * (yyyy-mm-dd), and the types say string. JSON may hold an object or an array.
 */
const DATABASE_KINDS: Record<string, Kind[]> = {
  uuid: ['string'],
  text: ['string'],
  varchar: ['string'],
  inet: ['string'],
  numeric: ['string'],
  int8: ['string'],
  int2: ['number'],
  int4: ['number'],
  float4: ['number'],
  float8: ['number'],
  bool: ['boolean'],
  timestamptz: ['date'],
  timestamp: ['date'],
  date: ['string'],
  json: ['json', 'array'],
  jsonb: ['json', 'array'],
};

/**
 * Columns the database calls nullable that can never hold null, declared never null on
 * purpose, each with the reason.
 */
const NEVER_NULL: Record<string, string> = {
  'rounds.stake_usd':
    'a generated column (migration 0020): ante_round_usd of NOT NULL columns, which is null only for a null input',
};

async function databaseTables(handle: DatabaseHandle): Promise<Tables> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    data_type: string;
    udt_name: string;
  }>`select c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(handle.db);
  const tables: Tables = new Map();
  for (const row of rows) {
    const kinds = row.data_type === 'ARRAY' ? (['array'] as Kind[]) : DATABASE_KINDS[row.udt_name];
    if (!kinds) throw new Error(`${row.table_name}.${row.column_name}: no kind for ${row.udt_name}`);
    const columns = tables.get(row.table_name) ?? new Map<string, Column>();
    columns.set(row.column_name, { nullable: row.is_nullable === 'YES', kinds });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Each table's row as a query reads it (`Selectable`), resolved by the TypeScript compiler. */
function declaredTables(): Tables {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const probe = path.join(folder, '__selectable_rows__.ts');
  const probeText = [
    "import type { Selectable } from 'kysely';",
    "import type { Database } from './index';",
    'export type Rows = { [T in keyof Database]: Selectable<Database[T]> };',
  ].join('\n');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve(folder, '../../../../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('no tsconfig.json');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === probe
      ? ts.createSourceFile(file, probeText, language)
      : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
  const program = ts.createProgram([probe], config.options, host);
  const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(probe));
  if (errors.length > 0) {
    throw new Error(ts.formatDiagnostics(errors, { ...host, getNewLine: () => '\n' }));
  }
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  const rows = source && checker.getSymbolAtLocation(source);
  const alias = rows && checker.getExportsOfModule(rows).find((symbol) => symbol.name === 'Rows');
  if (!alias) throw new Error('the probe has no Rows');

  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(alias))) {
    const columns = new Map<string, Column>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, declaredColumn(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function declaredColumn(checker: ts.TypeChecker, type: ts.Type): Column {
  const kinds = new Set<Kind>();
  let nullable = false;
  let opaque = false;
  for (const part of type.isUnion() ? type.types : [type]) {
    const flags = part.flags;
    if (flags & ts.TypeFlags.Null) nullable = true;
    else if (flags & ts.TypeFlags.Undefined) continue;
    else if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
      opaque = true;
      kinds.add('json');
    } else if (flags & ts.TypeFlags.StringLike) kinds.add('string');
    else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (checker.isArrayType(part)) kinds.add('array');
    else if (part.getSymbol()?.name === 'Date') kinds.add('date');
    else kinds.add('json');
  }
  return { nullable, kinds: [...kinds].sort(), opaque };
}

/** Every way the two sides disagree, one sentence each. */
function differences(database: Tables, declared: Tables): string[] {
  const problems: string[] = [];
  for (const table of database.keys()) {
    if (!declared.has(table)) problems.push(`${table}: a table the types do not declare`);
  }
  for (const [table, columns] of declared) {
    const actual = database.get(table);
    if (!actual) {
      problems.push(`${table}: declared, but the database has no such table`);
      continue;
    }
    for (const name of actual.keys()) {
      if (!columns.has(name)) problems.push(`${table}.${name}: a column the types do not declare`);
    }
    for (const [name, column] of columns) {
      const real = actual.get(name);
      if (!real) {
        problems.push(`${table}.${name}: declared, but the database has no such column`);
        continue;
      }
      const nullable = real.nullable && !NEVER_NULL[`${table}.${name}`];
      if (!column.opaque && column.nullable !== nullable) {
        problems.push(
          `${table}.${name}: ${nullable ? 'nullable in the database' : 'NOT NULL in the database'}, ` +
            `${column.nullable ? 'nullable' : 'never null'} in the types`,
        );
      }
      const foreign = column.kinds.filter((kind) => !real.kinds.includes(kind));
      if (foreign.length > 0) {
        problems.push(
          `${table}.${name}: read as ${real.kinds.join(' or ')}, declared as ${column.kinds.join(' or ')}`,
        );
      }
    }
  }
  return problems;
}

let handle: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database?.drop;
  handle = database
    ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('the database types', () => {
  it('declare every table and column of the migrated database, as nullable and of the kind it reads', async () => {
    if (!handle) throw new Error('no database');
    expect(differences(await databaseTables(handle), declaredTables())).toEqual([]);
  });

  it('are told apart from a database they do not match', () => {
    const database: Tables = new Map([
      [
        'things',
        new Map<string, Column>([
          ['id', { nullable: false, kinds: ['string'] }],
          ['added', { nullable: true, kinds: ['number'] }],
          ['note', { nullable: true, kinds: ['string'] }],
        ]),
      ],
    ]);
    const declared: Tables = new Map([
      [
        'things',
        new Map<string, Column>([
          ['id', { nullable: false, kinds: ['number'] }],
          ['note', { nullable: false, kinds: ['string'] }],
          ['gone', { nullable: false, kinds: ['string'] }],
        ]),
      ],
      ['others', new Map()],
    ]);
    expect(differences(database, declared)).toEqual([
      'things.added: a column the types do not declare',
      'things.id: read as string, declared as number',
      'things.note: nullable in the database, never null in the types',
      'things.gone: declared, but the database has no such column',
      'others: declared, but the database has no such table',
    ]);
  });
});
