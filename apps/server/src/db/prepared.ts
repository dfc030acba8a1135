import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { serialize } from 'pg-protocol';
import type { Db } from './client';

/** Text parameters in, rows as arrays of fields out (PGlite gives text, node-postgres typed values). */
export type PreparedStatement = (params: (string | null)[]) => Promise<unknown[][]>;

/** "prepared statement does not exist": prepared again, once. */
const UNDEFINED_PREPARED_STATEMENT = '26000';

/** Statements prepared on each PGlite database (its one session), by name, with their text. */
const preparedOn = new WeakMap<PGlite, Map<string, string>>();

/**
 * A statement parsed and planned once per connection and then only bound and run, for the few statements
 * that run constantly with small inputs (a chat message is stored this way). Building and planning such a
 * statement costs more than running it: in PGlite a parameterised query takes six round trips into the
 * database (parse, two describes, bind, execute, sync), this takes one (bind, execute, sync).
 * With node-postgres, `name` makes the driver prepare it once on each pooled connection.
 * Errors are PostgreSQL's (code, constraint), without the parameters attached.
 */
export function preparedStatement(db: Db, name: string, text: string): PreparedStatement {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pglitePrepared(client, name, text);
  if (client && typeof (client as pg.Pool).query === 'function') {
    const pool = client as pg.Pool;
    return async (params) => (await pool.query({ name, text, values: params, rowMode: 'array' })).rows;
  }
  throw new Error('the database client cannot run prepared statements');
}

function pglitePrepared(client: PGlite, name: string, text: string): PreparedStatement {
  let statements = preparedOn.get(client);
  if (!statements) {
    statements = new Map();
    preparedOn.set(client, statements);
  }
  const known = statements;
  const existing = known.get(name);
  if (existing !== undefined && existing !== text) {
    throw new Error(`prepared statement ${name} already stands for another statement`);
  }
  const run = async (params: (string | null)[]): Promise<unknown[][]> => {
    if (!known.has(name)) {
      await client.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]));
      known.set(name, text);
    }
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values: params }),
        serialize.execute(),
        serialize.sync(),
      ]),
    );
    const rows: unknown[][] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') rows.push((message as unknown as { fields: unknown[] }).fields);
    }
    return rows;
  };
  // The same locks as PGlite's own query(): never inside someone else's transaction, never between the
  // messages of another query.
  return (params) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        try {
          return await run(params);
        } catch (error) {
          if ((error as { code?: unknown }).code !== UNDEFINED_PREPARED_STATEMENT) throw error;
          known.delete(name);
          return run(params);
        }
      }),
    );
}

/**
 * A PostgreSQL array literal of the values as text: `{1,NULL,"a \"b\""}`. Every element is quoted (so words
 * such as NULL, spaces and braces stay text) with backslashes and double quotes escaped.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  let text = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (index > 0) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else text += `"${String(value).replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${text}}`;
}
