import type { TComplaintInput, TLocale } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

export async function insertComplaint(
  db: Queryable,
  row: TComplaintInput & { reference: string; siteId: number; locale: TLocale },
): Promise<void> {
  await db.query(
    `insert into complaints (reference, site_id, name, email, category, message, locale)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [row.reference, row.siteId, row.name, row.email, row.category, row.message, row.locale],
  );
}

export function findComplaint(db: Queryable, reference: string) {
  return db.query<{
    reference: string;
    email: string;
    category: string;
    message: string;
    status: string;
  }>('select reference, email, category, message, status from complaints where reference = $1', [
    reference,
  ]);
}
