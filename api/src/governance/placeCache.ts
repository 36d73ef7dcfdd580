import type { Database } from '../db/index.js';
import { loadPlaces, type Places } from './places.js';

const cache = new WeakMap<Database, Promise<Places>>();

/**
 * Counties, constituencies and wards of a database, read once: they change only with the seed data, which
 * is loaded before the server starts answering.
 */
export function placesOf(db: Database): Promise<Places> {
  let places = cache.get(db);
  if (!places) {
    places = loadPlaces(db);
    cache.set(db, places);
    places.catch(() => cache.delete(db));
  }
  return places;
}
