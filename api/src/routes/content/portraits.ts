// Faculty portraits (docs/requirements.md §12): an upload is accepted only when its bytes are a
// JPEG, PNG or WebP image (whatever its name or declared type), at most 2 MB; it is decoded,
// cropped and resized to PORTRAIT_SIZE and re-encoded as WebP, so what is served is always an
// image this server wrote, without the upload's metadata.
import { createHash } from 'node:crypto';
import { HttpError } from '../../http/errors';

export const MAX_PORTRAIT_BYTES = 2 * 1024 * 1024;
const PORTRAIT_SIZE = 640;
export const PORTRAIT_TOO_LARGE = 'The portrait is larger than 2 MB. Upload a smaller image.';
export const NOT_AN_IMAGE = 'Upload the portrait as a JPEG, PNG or WebP image.';
const UNREADABLE_IMAGE = 'This file could not be read as an image. Upload another JPEG, PNG or WebP file.';

/** The image format the first bytes announce, or null. */
function formatOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface StoredPortrait {
  content_type: 'image/webp';
  data: Buffer;
  etag: string;
}

/** The portrait to store for `upload`: 415 when it is not a JPEG, PNG or WebP, 400 when it cannot be decoded. */
export async function portraitFrom(upload: Buffer): Promise<StoredPortrait> {
  const format = formatOf(upload);
  if (!format) throw new HttpError(415, NOT_AN_IMAGE, 'portrait_not_image');
  // loaded with the first upload: most processes (and test files) never decode an image
  const { default: sharp } = await import('sharp');
  let data: Buffer;
  try {
    const image = sharp(upload, { failOn: 'error', limitInputPixels: 40_000_000 });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new Error(`declared ${format}, decoded ${decoded}`);
    data = await image.rotate().resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new HttpError(400, UNREADABLE_IMAGE, 'image_unreadable');
  }
  return { content_type: 'image/webp', data, etag: createHash('sha256').update(data).digest('base64url').slice(0, 22) };
}
