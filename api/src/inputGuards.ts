import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * Checks every request at the edge, before any route sees it, for input that would otherwise travel as far
 * as the database and come back as a 500:
 *
 * - a NUL character anywhere in the path parameters, the query or a JSON body (PostgreSQL text cannot hold
 *   one); multipart forms are read by their routes, which clean their own fields;
 * - a number the route's schema declares that is not a plain finite decimal. The schema validator coerces
 *   `Infinity`, `1e400` and `99999999999999999999` into numbers JavaScript cannot use as a page or a count,
 *   so the raw text is checked here first.
 *
 * Either answers 400 naming the field.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // A callback hook: it runs for every request, and an async one costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      const nul = findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.body, '');
      if (nul !== null) throw badRequest(`${nul || 'The request'} contains a character that is not allowed (NUL).`, nul || null);
      const { schema } = request.routeOptions;
      checkNumbers(schema?.querystring, request.query);
      checkNumbers(schema?.params, request.params);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** The dotted name of the first string (or key) holding a NUL, or null. `''` is the body itself. */
function findNul(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  // Only what a JSON body parses into: a body a route reads as a stream (an upload's piece) is not walked.
  if (value instanceof Stream || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const name = at === 'path' || at === 'query' || at === '' ? key : `${at}.${key}`;
    if (key.includes('\u0000')) return name.replace(/\u0000/g, '');
    const found = findNul(inner, name, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const WHOLE_NUMBER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?\d{1,15}(\.\d{1,15})?$/;

interface PropertySchema {
  type?: string | string[];
}

/** The number fields of each route's query or path schema, read from the schema once rather than per request. */
const numberFields = new WeakMap<object, Array<{ name: string; whole: boolean }>>();

function numbersOf(schema: { properties?: Record<string, PropertySchema> }): Array<{ name: string; whole: boolean }> {
  let fields = numberFields.get(schema);
  if (!fields) {
    fields = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const types = Array.isArray(property.type) ? property.type : [property.type];
      const whole = types.includes('integer');
      if (whole || types.includes('number')) fields.push({ name, whole });
    }
    numberFields.set(schema, fields);
  }
  return fields;
}

function checkNumbers(partSchema: unknown, values: unknown): void {
  const schema = partSchema as { properties?: Record<string, PropertySchema> } | undefined;
  if (!schema?.properties || !values || typeof values !== 'object') return;
  for (const { name, whole } of numbersOf(schema)) {
    const raw = (values as Record<string, unknown>)[name];
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || typeof value === 'number') continue;
      const text = String(value).trim();
      if (!(whole ? WHOLE_NUMBER : DECIMAL).test(text) || !Number.isSafeInteger(Math.trunc(Number(text)))) {
        throw badRequest(`${name} must be a ${whole ? 'whole number' : 'number'}.`, name);
      }
    }
  }
}
