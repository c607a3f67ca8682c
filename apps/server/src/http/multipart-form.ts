import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@cupido/contract';
import { AppError } from '../platform/errors/app-error.ts';

export type TMultipartForm = { fields: Record<string, string>; files: Map<string, Buffer> };

/**
 * Reads a multipart/form-data body whole (within the limits its route registered). A body the
 * parser cannot read (no boundary, cut off, broken headers) is the client's mistake: 400
 * malformed_body, not a server error. Limit errors keep their own status (413); a file over the
 * size limit says so with the limit (both forms that read files take photos), not the generic
 * 'The request is too large.', which left a member with a big photo guessing; a second file is
 * a mistake in the field, not a size.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<TMultipartForm> {
  const form: TMultipartForm = { fields: {}, files: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.files.set(part.fieldname, await part.toBuffer());
      else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', {
        message: 'api.photo_too_large',
        params: { mb: PHOTO_MAX_BYTES / (1024 * 1024) },
      });
    // Both forms that read files take one photo, in the field `photo`.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('validation_failed', { fields: { photo: 'field.one_photo' } });
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('malformed_body');
  }
  return form;
}
