import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ERRORS } from '../../domain/error-codes';
import { errorBody } from './errors';

/**
 * zod validation with the API's error shape: 400 with a message and the failing fields.
 * Request body schemas are strict objects, so unknown fields are refused too.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : target);
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0];
    const message = first ? `${first.path.join('.') || target}: ${first.message}` : 'Invalid request.';
    return c.json(errorBody('VALIDATION', message, fields), ERRORS.VALIDATION.status);
  });
}
