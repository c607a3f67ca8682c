import type { Sql } from './sql.ts';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Plain text with its parameters, or a composed fragment (sql.ts), which carries its own. */
  query<T = Record<string, unknown>>(text: string | Sql, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
