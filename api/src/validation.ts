import type { AnyObjectSchema, InferType } from 'yup';
import { validateFirstError } from '@civic/shared/schemas';
import { badRequest } from './errors.js';

/**
 * Validates a request body with the same yup schema the browser form uses, so both answer with the
 * same words. Throws a 400 naming the first field at fault.
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const result = await validateFirstError(schema, body ?? {});
  if (!result.ok) throw badRequest(result.message, result.field || null);
  return result.value;
}
