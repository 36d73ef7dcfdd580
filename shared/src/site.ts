import siteConfig from '../site.config.json';

/** The site's name and contact details: configuration, edited in site.config.json, never in components. */
export interface OfficeHours {
  days: string;
  hours: string;
}
export interface OfficeLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  hours: OfficeHours[];
}
export interface SiteConfig {
  name: string;
  tagline: string;
  foundedYear: number;
  contact: { phone: string; email: string; address: string };
  offices: OfficeLocation[];
  social: Record<string, string>;
}

export const site: SiteConfig = siteConfig;
