/** A complaint reference as newReference (routes.ts) makes it: UH-<year>-XXXX-XXXX, from letters and digits that cannot be confused. */
export const REFERENCE_PATTERN = /^UH-\d{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
