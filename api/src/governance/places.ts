import type { Queryable } from '../db/index.js';
import { placeKey } from './text.js';

export interface Place {
  code: string;
  name: string;
}
export interface ConstituencyPlace extends Place {
  countyCode: string;
}
export interface WardPlace extends Place {
  constituencyCode: string;
  countyCode: string;
}

/**
 * Kenya's counties, constituencies and wards in memory, to check filters and to turn the names in an import
 * file into codes. Names are matched by `placeKey`, so spelling variants of spacing, case and accents agree.
 */
export class Places {
  readonly counties = new Map<string, Place>();
  readonly constituencies = new Map<string, ConstituencyPlace>();
  readonly wards = new Map<string, WardPlace>();
  private readonly countyByKey = new Map<string, string>();
  private readonly constituencyByKey = new Map<string, string>();
  private readonly wardsByKey = new Map<string, string[]>();

  constructor(counties: Place[], constituencies: ConstituencyPlace[], wards: Array<Place & { constituencyCode: string }>) {
    for (const county of counties) {
      this.counties.set(county.code, county);
      this.countyByKey.set(placeKey(county.name), county.code);
    }
    for (const constituency of constituencies) {
      this.constituencies.set(constituency.code, constituency);
      this.constituencyByKey.set(`${constituency.countyCode}|${placeKey(constituency.name)}`, constituency.code);
    }
    for (const ward of wards) {
      const countyCode = this.constituencies.get(ward.constituencyCode)?.countyCode ?? '';
      this.wards.set(ward.code, { ...ward, countyCode });
      // Constituency and county codes share the digits 001–047, so each scope is tagged.
      for (const scope of [`constituency:${ward.constituencyCode}`, `county:${countyCode}`]) {
        const key = `${scope}|${placeKey(ward.name)}`;
        this.wardsByKey.set(key, [...(this.wardsByKey.get(key) ?? []), ward.code]);
      }
    }
  }

  /** A county by its code ("032", or "32") or its name. */
  county(value: string): Place | null {
    const code = /^\d{1,3}$/.test(value) ? value.padStart(3, '0') : this.countyByKey.get(placeKey(value));
    return (code && this.counties.get(code)) || null;
  }

  constituency(countyCode: string, value: string): ConstituencyPlace | null {
    const code = /^\d{1,3}$/.test(value) ? value.padStart(3, '0') : this.constituencyByKey.get(`${countyCode}|${placeKey(value)}`);
    const found = code ? this.constituencies.get(code) : undefined;
    return found && found.countyCode === countyCode ? found : null;
  }

  /** Wards with this name or code inside a constituency (one at most) or a county (a name may repeat there). */
  wardsIn(scope: { constituency: string } | { county: string }, value: string): WardPlace[] {
    if (/^\d{1,4}$/.test(value)) {
      const ward = this.wards.get(value.padStart(4, '0'));
      const inside = ward && ('constituency' in scope ? ward.constituencyCode === scope.constituency : ward.countyCode === scope.county);
      return ward && inside ? [ward] : [];
    }
    const tag = 'constituency' in scope ? `constituency:${scope.constituency}` : `county:${scope.county}`;
    return (this.wardsByKey.get(`${tag}|${placeKey(value)}`) ?? []).flatMap((code) => this.wards.get(code) ?? []);
  }
}

/** One query after another: `db` may be a transaction's single connection, which runs one query at a time. */
export async function loadPlaces(db: Queryable): Promise<Places> {
  const counties = await db.query<Place>('SELECT code, name FROM counties');
  const constituencies = await db.query<ConstituencyPlace>('SELECT code, name, county_code AS "countyCode" FROM constituencies');
  const wards = await db.query<Place & { constituencyCode: string }>('SELECT code, name, constituency_code AS "constituencyCode" FROM wards');
  return new Places(counties, constituencies, wards);
}
