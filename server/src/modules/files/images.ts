import { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';

async function readAll(body: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > max) throw new AppError('FILE_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Re-encodes an uploaded image: the dimensions are read from the header and checked before any
 * pixel is decoded (a decompression bomb is refused there, and `limitInputPixels` backs it), then
 * sharp decodes, applies the EXIF orientation and writes the same format without any metadata
 * (EXIF, GPS, ICC, XMP are dropped: no `withMetadata`), plus a WebP thumbnail. The encoded input
 * (at most the image size limit) is held in memory for sharp; the decoded pixels are bounded by
 * the pixel limit.
 */
export async function processImage(
  storage: Storage,
  files: Config['files'],
  source: { key: string; contentType: string },
  target: { key: string; thumbKey: string },
): Promise<{ size: number }> {
  const object = await storage.get(source.key);
  if (!object) throw new AppError('UPLOAD_MISSING');
  const input = await readAll(object.body, files.imageMaxBytes);
  const animated = source.contentType === 'image/gif';
  const options = { limitInputPixels: files.imageMaxPixels, failOn: 'error' as const, animated };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new AppError('IMAGE_TOO_LARGE');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pages = meta.pages ?? 1;
  if (!width || !height || width > files.imageMaxSide || height > files.imageMaxSide || width * height * pages > files.imageMaxPixels) {
    throw new AppError('IMAGE_TOO_LARGE');
  }
  let cleaned: Buffer;
  let thumb: Buffer;
  try {
    const base = sharp(input, options).rotate();
    const encoded =
      source.contentType === 'image/jpeg'
        ? base.jpeg({ quality: 88, mozjpeg: true })
        : source.contentType === 'image/png'
          ? base.png()
          : source.contentType === 'image/webp'
            ? base.webp({ quality: 88 })
            : base.gif();
    cleaned = await encoded.toBuffer();
    thumb = await sharp(input, { ...options, animated: false })
      .rotate()
      .resize(files.thumbSize, files.thumbSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_TOO_LARGE');
  }
  const put = (key: string, bytes: Buffer, contentType: string) =>
    storage.put(key, Readable.from([bytes]), { contentType, maxBytes: bytes.length });
  await put(target.key, cleaned, source.contentType);
  await put(target.thumbKey, thumb, 'image/webp');
  return { size: cleaned.length };
}
