import siteConfig from '../site.config.json';
import type { OfficeHours, OfficeLocation } from './contracts/organisation.ts';

/*
 * The organisation's name and contact details, never written in components: first its configuration
 * (site.config.json), then what editors publish in the staff console (api/src/content/organisation.ts).
 */

export type { OfficeHours, OfficeLocation };

export interface SiteConfig {
  name: string;
  tagline: string;
  foundedYear: number;
  contact: { phone: string; email: string; address: string };
  offices: OfficeLocation[];
  social: Record<string, string>;
}

/**
 * The details editors last published in the staff console, which the server puts in every page it sends (in
 * the reader's language, as `<script type="application/json" id="organisation">`); the configuration's when
 * the page has none (a test, a page not sent by the server) or what it holds is not in this shape.
 */
export function publishedSite(fallback: SiteConfig, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig {
  const text = doc?.getElementById('organisation')?.textContent;
  if (!text) return fallback;
  try {
    const value = JSON.parse(text) as Partial<SiteConfig>;
    const usable =
      typeof value.name === 'string' &&
      typeof value.contact?.phone === 'string' &&
      typeof value.contact.email === 'string' &&
      Array.isArray(value.offices) &&
      value.offices.every((office) => typeof office?.id === 'string' && Array.isArray(office.hours));
    return usable ? { ...fallback, ...(value as SiteConfig), social: value.social ?? {} } : fallback;
  } catch {
    return fallback;
  }
}

export const site: SiteConfig = publishedSite(siteConfig);
