/**
 * SQL composed with its values kept apart (decision 38). `sql` is a tagged template: each `${…}`
 * in it is a value, sent as a parameter, unless it is itself a fragment, whose text and values
 * nest in place. Parameters are numbered only when the query is built, so a fragment never
 * carries a `$n` of its own and composes anywhere.
 *
 *   const adults = sql`p.birth_date <= current_date - make_interval(years => ${18})`;
 *   db.query(sql`select m.id from members m join profiles p on p.member_id = m.id where ${adults}`);
 */
export class Sql {
  /** The text around the values; one more than the values, as a template literal has. */
  readonly strings: readonly string[];
  /** Values, or fragments nested in their place. */
  readonly values: readonly unknown[];

  constructor(strings: readonly string[], values: readonly unknown[]) {
    this.strings = strings;
    this.values = values;
  }

  /** The text with the values as $1..$n, in order of appearance, and those values. */
  build(): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    return { text: this.render(params), params };
  }

  private render(params: unknown[]): string {
    let text = this.strings[0]!;
    this.values.forEach((value, i) => {
      if (value instanceof Sql) {
        text += value.render(params);
      } else {
        params.push(value);
        text += `$${params.length}`;
      }
      text += this.strings[i + 1]!;
    });
    return text;
  }
}

/** A fragment of SQL text whose `${…}` are values (or nested fragments). */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** The fragments one after another with `separator` (SQL text, such as ', ' or ' and ') between. */
export function join(fragments: readonly Sql[], separator: string): Sql {
  if (fragments.length === 0) return new Sql([''], []);
  return new Sql(['', ...fragments.slice(1).map(() => separator), ''], fragments);
}

const NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;

/**
 * A name spliced into the text, not sent as a value: a table alias (`m`), a column (`p.city`).
 * Names come from the code, never from input; anything but a plain lowercase name is refused,
 * so nothing else can reach the text this way.
 */
export function ident(name: string): Sql {
  if (!NAME.test(name)) throw new Error(`Not a plain SQL name: ${JSON.stringify(name)}`);
  return new Sql([name], []);
}

/**
 * A row count from the code written into the text (`limit 25`), not sent as a value: PostgreSQL
 * plans with a LIMIT it can see. Anything but a whole number of at least zero is refused, so
 * nothing else can reach the text this way.
 */
export function rowCount(n: number): Sql {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return new Sql([String(n)], []);
}

/** What an adapter sends: plain text with its parameters, or a fragment built into both. */
export function toStatement(
  text: string | Sql,
  params: unknown[] = [],
): { text: string; params: unknown[] } {
  if (typeof text === 'string') return { text, params };
  if (params.length > 0) throw new Error('A fragment carries its own values: pass no parameters.');
  return text.build();
}
