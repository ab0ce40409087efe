import type { Context } from 'hono';
import { LIMITS } from '../../domain';
import { ApiError } from '../http/errors';
import { MULTIPART_MAX_BYTES } from '../http/guards';
import { imageTooLarge } from './images';

/**
 * Reads a multipart form whose file may be at most LIMITS.imageMaxBytes, refusing a larger body
 * before reading past the limit (the declared length first, then a counting stream).
 */
export async function readUploadForm(c: Context): Promise<FormData> {
  const maxBytes = MULTIPART_MAX_BYTES;
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw imageTooLarge();
  const body = c.req.raw.body;
  if (!body) throw new ApiError('BAD_REQUEST', 'The request has no body.');

  let seen = 0;
  const limited = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(imageTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, { headers: { 'content-type': type } }).formData();
  } catch (err) {
    if (seen > maxBytes) throw imageTooLarge();
    throw new ApiError('BAD_REQUEST', `The upload could not be read: ${(err as Error).message}`);
  }
}

/** The named file field of an upload form, as bytes. */
export async function fileField(form: FormData, name = 'file'): Promise<Buffer> {
  const file = form.get(name);
  if (!(file instanceof File)) throw new ApiError('VALIDATION', `Choose a file to upload (field "${name}").`);
  if (file.size > LIMITS.imageMaxBytes) throw imageTooLarge();
  return Buffer.from(await file.arrayBuffer());
}
