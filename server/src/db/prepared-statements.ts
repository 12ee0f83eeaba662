import type pg from 'pg';

/**
 * How many statement texts a process prepares at most: each is kept by every connection that ran it, so this
 * bounds their memory in PostgreSQL. The application has far fewer that run outside transactions.
 */
export const MAX_PREPARED_STATEMENTS = 200;
/** Statements with more parameters (multi-row inserts) vary with their row count: run unprepared. */
const MAX_PARAMETERS = 64;
/**
 * A statement whose best plan depends on how many rows its values match is planned for its values each time: a
 * text pattern (LIKE, regular expressions, trigram operators) or an array containment. A frequent word's search
 * reads the table in id order, a rare one's the trigram index; a plan made once for any value cannot know which.
 */
const VALUE_DEPENDENT = /\b(?:i?like|similar\s+to)\b|[~%]|@>|<@|&&/i;
/** PostgreSQL's answer when a table a prepared statement reads changed its columns since it was prepared. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * The names statements are prepared under, shared by the connections of a pool: a statement prepared by name
 * skips PostgreSQL's parsing on each run after the first and, once a plan for any value proves as cheap as the
 * plans for the values seen, its planning too (PostgreSQL's `plan_cache_mode=auto`). On a statement reading one
 * row by id, parsing and planning were most of the database's work.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  #next = 0;
  readonly #limit: number;

  constructor(limit = MAX_PREPARED_STATEMENTS) {
    this.#limit = limit;
  }

  /** The name `text` is prepared under, or undefined when it runs unprepared. */
  nameOf(text: string, parameters: number): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined) return name;
    // Without parameters pg sends the simple protocol, which also runs several statements in one text.
    if (parameters === 0 || parameters > MAX_PARAMETERS || VALUE_DEPENDENT.test(text)) return undefined;
    if (this.#names.size >= this.#limit) return undefined;
    return this.renamed(text);
  }

  /** A new name for `text`, so that every connection prepares it again. */
  renamed(text: string): string {
    const name = `tessera_${this.#next++}`;
    this.#names.set(text, name);
    return name;
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

const isResultTypeChange = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' && (error as Error).message === RESULT_TYPE_CHANGED;

/**
 * Makes a pool client run the statements Kysely sends outside a transaction as named prepared statements (see
 * StatementNames). Inside a transaction they stay unprepared: when another process's migration changes a table's
 * columns, a prepared statement fails once, which outside a transaction is simply run again under a new name
 * (it failed before running), but would abort a transaction.
 */
export function prepareStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  const prepared: Query = async (text, values, ...rest) => {
    if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0) return query(text, values, ...rest);
    const name = client.getTransactionStatus() === 'I' ? names.nameOf(text, values.length) : undefined;
    if (name === undefined) return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if (!isResultTypeChange(error)) throw error;
      return query({ name: names.renamed(text), text, values });
    }
  };
  client.query = prepared as typeof client.query;
}
