import type { Queryable } from '../../platform/db/db.ts';

export type TSiteRow = {
  id: number;
  domain: string;
  is_default: boolean;
  config: unknown;
  company: unknown;
};

export function listSites(db: Queryable): Promise<TSiteRow[]> {
  return db.query<TSiteRow>(
    'select id, domain, is_default, config, company from sites order by is_default desc, id',
  );
}

export async function insertSite(
  db: Queryable,
  site: { domain: string; isDefault: boolean; config: object; company: object; isDemo: boolean },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into sites (domain, is_default, config, company, is_demo)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      site.domain,
      site.isDefault,
      JSON.stringify(site.config),
      JSON.stringify(site.company),
      site.isDemo,
    ],
  );
  return row!.id;
}
