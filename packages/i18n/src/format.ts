import { en, type TMessageKey } from './catalogs/en.ts';

export type TParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params: TParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function isMessageKey(key: string): key is TMessageKey {
  return key in en;
}
