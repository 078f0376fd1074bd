import { useRouteLoaderData } from 'react-router';
import type { ConsentChoice } from '../domain/consent';
import type { Language } from '../domain/language';
import type { LayoutSite } from '../server/site-settings';
import type { Translations } from './i18n/i18n';

export interface FooterDestination {
  name: string;
  slug: string;
}

/** What the root loader gives every page: language, layout settings and the stored consent. */
export interface RootData {
  language: Language;
  /** A /gestion page: the team's own layout, none of the storefront's header, footer or banners. */
  backOffice: boolean;
  translations: Translations;
  site: LayoutSite;
  consent: ConsentChoice | null;
  origin: string;
  footerDestinations: FooterDestination[];
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The layout's data, in a component that only renders under the root loader. */
export function useLayout(): RootData {
  const data = useRootData();
  if (!data) throw new Error('root data is not available');
  return data;
}
