import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import {
  ZOwnPhotoResponse,
  ZOwnPhotosResponse,
  ZPhotoChange,
  ZPhotoDelete,
} from '../api/photos.ts';

const errors = [400, 401, 404, 409, 413, 422] as const;

/** The member's own photos: list, upload (multipart field `photo`), main/private, delete. */
export const photosEndpoints = defineEndpoints({
  'GET /api/photos.php': {
    summary: 'My photos and my photo limit',
    response: ZOwnPhotosResponse,
    errors: [401],
  },
  'POST /api/photos.php': {
    summary: 'Upload a photo (multipart/form-data, field "photo")',
    consumes: ['multipart/form-data'],
    status: 201,
    response: ZOwnPhotoResponse,
    errors,
  },
  'PUT /api/photos.php': {
    summary: 'Make a photo the main one, or private',
    body: ZPhotoChange,
    response: ZOkResponse,
    errors,
  },
  'DELETE /api/photos.php': {
    summary: 'Delete a photo',
    body: ZPhotoDelete,
    response: ZOkResponse,
    errors,
  },
});
