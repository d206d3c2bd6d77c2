// What an uploaded product image must be: PNG, JPEG or WebP by its first bytes (the declared
// content type is not trusted), at most PRODUCT_IMAGE_MAX_BYTES, and where it is served. The URL
// is a same-origin path a plain <img> loads without the bearer token the API needs: it names the
// SHA-256 of the bytes, which cannot be guessed without having the image, and never changes.
import { createHash } from 'node:crypto';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { buildPath } from '@shared/paths';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_PATHS } from '@shared/sales/products';
import { ApiError, validationFailed } from '../http/errors';
import type { StoredImage } from './products-images-store';

const SIGNATURES: readonly { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    contentType: 'image/png',
    matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  {
    contentType: 'image/jpeg',
    matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    contentType: 'image/webp',
    matches: (bytes) =>
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
      bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The upload as it will be stored, or 400/413 saying what is wrong with it. */
export function checkedImage(body: unknown): StoredImage {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw validationFailed('The request body must be the image: a PNG, JPEG or WebP file.');
  }
  if (body.length > PRODUCT_IMAGE_MAX_BYTES) {
    throw new ApiError(413, 'validation_failed', 'An image may be at most 2 MB.');
  }
  const signature = SIGNATURES.find((candidate) => candidate.matches(body));
  if (signature === undefined) {
    throw validationFailed('This file is not a PNG, JPEG or WebP image.');
  }
  return {
    sha256: createHash('sha256').update(body).digest('hex'),
    contentType: signature.contentType,
    bytes: body,
  };
}

export function imageUrlOf(sha256: string): string {
  return `${API_FAMILY_PREFIXES.suite}${buildPath(PRODUCT_PATHS.productImageFile, { hash: sha256 })}`;
}
