import { useRouteLoaderData } from 'react-router';
import type { TRootData } from './root-data.server.ts';

/** The root loader's data: settings, company info, locale. Undefined only on a root failure. */
export function useRootData(): TRootData | undefined {
  return useRouteLoaderData('root') as TRootData | undefined;
}

export function useSite(): TRootData {
  const data = useRootData();
  if (!data) throw new Error('Site data is not loaded');
  return data;
}
