import { ZCompanyInfo, type TCountry, type TLocale, type TSettings } from '@cupido/contract';
import { translate } from '@cupido/i18n';
import type { Db } from '../../platform/db/db.ts';
import { listSites } from './sites.repo.ts';
import { ZSiteConfig, type TSite } from './site-config.ts';
import { publicTags } from './tags.ts';

/** How long an instance trusts its copy of the sites table; operators' edits show up after it. */
const CACHE_MS = 30_000;

/** A host name as sites are matched by it: lower case, no port, no final dot, no `www.`. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** A row of the sites table that does not parse: it is left out, and the operator told why. */
export type TBadSite = { domain: string; error: Error };
/** DEFAULT_SITE names no site that parsed: unknown hosts get `fallback` instead. */
export type TUnknownDefault = { domain: string; fallback: string };

/** The sites as read, with each one under its bare host name (made once a read, not a request). */
type TLoaded = { sites: TSite[]; byHost: Map<string, TSite>; fallback: TSite | undefined };

export class SitesService {
  private cache: (TLoaded & { at: number }) | null = null;
  private loading: Promise<TLoaded> | null = null;

  private readonly db: Db;
  private readonly defaultDomain: string | undefined;
  private readonly onBadSite: (bad: TBadSite) => void;
  private readonly onUnknownDefault: (unknown: TUnknownDefault) => void;

  constructor(
    db: Db,
    options: {
      defaultDomain?: string | undefined;
      onBadSite?: (bad: TBadSite) => void;
      onUnknownDefault?: (unknown: TUnknownDefault) => void;
    } = {},
  ) {
    this.db = db;
    this.defaultDomain = options.defaultDomain && bareHost(options.defaultDomain);
    this.onBadSite = options.onBadSite ?? (() => {});
    this.onUnknownDefault = options.onUnknownDefault ?? (() => {});
  }

  /**
   * The sites table. A row an operator got wrong is left out (its domain gets the default site)
   * and reported each time the table is read, instead of taking every site down with it.
   */
  private async load(): Promise<TLoaded> {
    const sites: TSite[] = [];
    for (const row of await listSites(this.db)) {
      const config = ZSiteConfig.safeParse(row.config);
      const company = ZCompanyInfo.safeParse(row.company);
      if (config.success && company.success)
        sites.push({
          id: row.id,
          domain: row.domain,
          isDefault: row.is_default,
          config: config.data,
          company: company.data,
        });
      else this.onBadSite({ domain: row.domain, error: (config.error ?? company.error)! });
    }
    const byHost = new Map<string, TSite>();
    for (const site of sites)
      if (!byHost.has(bareHost(site.domain))) byHost.set(bareHost(site.domain), site);
    // The site of every host no site names: DEFAULT_SITE's, else the one marked default.
    const named = this.defaultDomain === undefined ? undefined : byHost.get(this.defaultDomain);
    const fallback = named ?? sites.find((s) => s.isDefault) ?? sites[0];
    if (this.defaultDomain !== undefined && !named && fallback)
      this.onUnknownDefault({ domain: this.defaultDomain, fallback: fallback.domain });
    return { sites, byHost, fallback };
  }

  async all(): Promise<TSite[]> {
    return (await this.loaded()).sites;
  }

  private async loaded(): Promise<TLoaded> {
    const cached = this.fresh();
    if (cached) return cached;
    this.loading ??= this.load().finally(() => (this.loading = null));
    const loaded = await this.loading;
    this.cache = { ...loaded, at: Date.now() };
    return loaded;
  }

  invalidate() {
    this.cache = null;
  }

  private fresh(): TLoaded | null {
    return this.cache && Date.now() - this.cache.at < CACHE_MS ? this.cache : null;
  }

  /** The site of a host name: an exact match, `www.` stripped, else the default site. */
  async resolve(host: string | undefined): Promise<TSite> {
    return this.pick(await this.loaded(), host);
  }

  /** `resolve` without waiting, while the sites are cached; null when they must be loaded. */
  resolveCached(host: string | undefined): TSite | null {
    const loaded = this.fresh();
    return loaded && this.pick(loaded, host);
  }

  private pick({ byHost, fallback }: TLoaded, host: string | undefined): TSite {
    const found = byHost.get(bareHost(host ?? '')) ?? fallback;
    if (!found) throw new Error('No site is configured: the sites table has no valid row.');
    return found;
  }

  /** The site with this id (a queued mail names its site), else the default site. */
  async byId(id: number): Promise<TSite> {
    return (await this.all()).find((s) => s.id === id) ?? this.resolve(undefined);
  }

  /** The selected country: the visitor's geoip country when the site serves it, else the site's first. */
  selectedCountry(site: TSite, geoipCountry: string | null): TCountry {
    const served = site.config.countries.find((c) => c === geoipCountry);
    return served ?? site.config.countries[0]!;
  }

  /** Spec section 3 "Settings", resolved for one request's locale and geoip country. */
  settings(
    site: TSite,
    ctx: { locale: TLocale; geoipCountry: string | null; pushPublicKey: string | null },
  ): TSettings {
    const c = site.config;
    // The site's own text in the page's language, else the platform's, translated: never a
    // text of another language on the page (a site writes its texts for its own languages).
    const local = (
      map: Partial<Record<TLocale, string>>,
      fallback: 'site.default_title' | 'site.default_description',
    ) => map[ctx.locale] ?? translate(ctx.locale, fallback, { site_name: c.name });
    return {
      name: c.name,
      domain: site.domain,
      domain_language: c.domain_language,
      languages: c.languages,
      cdn_prefix: c.cdn_prefix,
      index_title: local(c.index_title, 'site.default_title'),
      description: local(c.description, 'site.default_description'),
      theme_color: c.theme_color,
      countries: c.countries,
      signups: c.signups,
      logged_out_search: c.logged_out_search,
      logged_out_search_trafficsource: c.logged_out_search_trafficsource,
      enable_site_entry_popup: c.enable_site_entry_popup,
      geoip_country: ctx.geoipCountry,
      geoip_selected_country: this.selectedCountry(site, ctx.geoipCountry),
      fictional_icon: c.fictional_icon,
      fictional_warning:
        c.fictional_warning[ctx.locale] ?? translate(ctx.locale, 'fictional.warning'),
      fictional_singular:
        c.fictional_singular[ctx.locale] ?? translate(ctx.locale, 'fictional.singular'),
      fictional_plural: c.fictional_plural[ctx.locale] ?? translate(ctx.locale, 'fictional.plural'),
      push_public_key: ctx.pushPublicKey,
      support_email: c.support_email,
      support_phone: c.support_phone,
      minimum_message_costs: c.minimum_message_costs,
      message_credits: c.message_credits,
      signup_credits: c.signup_credits,
      photo_credits: c.photo_credits,
      gift_credits: c.gift_credits,
      message_length: c.message_length,
      minimum_age: c.minimum_age,
      visible_profile_fields: c.visible_profile_fields,
      visible_profile_notes: c.visible_profile_notes,
      search_fields: c.search_fields,
      refund_days: c.refund_days,
      member_resell: c.member_resell,
      partner_url: c.member_resell ? c.partner_url : null,
      tags: publicTags(c.tags),
    };
  }
}
