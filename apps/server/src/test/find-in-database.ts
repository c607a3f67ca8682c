import type { Queryable } from '../platform/db/db.ts';

/**
 * Every `table.column` of this schema whose value, read as text, contains `needle`: all tables,
 * all columns (text, jsonb and the rest), so a secret cannot hide in a column nobody thought of.
 */
export async function findInDatabase(db: Queryable, needle: string): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where strpos("${column}"::text, $1) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
