import type { Sql } from './sql.ts';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Plain text with its parameters, or a composed fragment (sql.ts), which carries its own. */
  query<T = Record<string, unknown>>(text: string | Sql, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/**
 * What a transaction's function answers once its last statements are sent: COMMIT goes out
 * right behind them, without waiting for their answers (a round trip less), and the transaction
 * answers with theirs. Should one of them fail, the database turns that COMMIT into a ROLLBACK
 * and the transaction throws the failure. So `answers` may hold only those statements' answers,
 * shaped by code that cannot throw: nothing can roll back once the COMMIT has gone.
 */
export class Last<T> {
  readonly answers: Promise<T>;
  constructor(answers: Promise<T>) {
    this.answers = answers;
  }
}

/** A statement sent in a transaction that has sent its last ones (or ended) is refused so. */
export const AFTER_END = 'statement sent after its transaction sent its last ones';

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction, committed once it answers (see `Last`) or rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T | Last<T>>): Promise<T>;
  close(): Promise<void>;
}
