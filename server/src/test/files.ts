import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG header claiming 20000 × 20000 pixels (400 MP) with a few bytes of data: a decompression bomb. */
export function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const idat = pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    idat,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A Windows executable: the MZ header and DOS stub. */
export const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(56),
    Buffer.from('This program cannot be run in DOS mode.'),
    Buffer.alloc(400),
  ]);
export const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
export const jpegWithExif = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'GPS 31.2N 121.5E' } })
    .toBuffer();

export interface Download {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** The signed URL the API redirected to (S3); unset when the API answered the bytes itself (disk). */
  signedUrl?: string;
}

/**
 * A browser's GET of a file URL: the API's answer, or on a 302 (S3) the signed URL fetched over
 * HTTP. The redirect itself must be uncacheable and its URL valid 5 minutes.
 */
export async function download(app: FastifyInstance, url: string, token?: string): Promise<Download> {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.statusCode !== 302) {
    const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, value?.toString()]));
    return { status: res.statusCode, headers, body: res.rawPayload };
  }
  const signedUrl = String(res.headers.location);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(new URL(signedUrl).searchParams.get('X-Amz-Expires'), '300');
  const signed = await fetch(signedUrl);
  return { status: signed.status, headers: Object.fromEntries(signed.headers), body: Buffer.from(await signed.arrayBuffer()), signedUrl };
}

/**
 * A browser's PUT of a direct upload to the `uploadUrl` the API answered: its own route (disk,
 * a path) through `inject`, or the presigned S3 URL over HTTP. Answers the HTTP status.
 */
export async function putUpload(
  app: FastifyInstance,
  presigned: { uploadUrl: string; headers: Record<string, string> },
  body: Buffer,
  headers: Record<string, string> = presigned.headers,
): Promise<number> {
  if (presigned.uploadUrl.startsWith('/')) {
    return (await app.inject({ method: 'PUT', url: presigned.uploadUrl, headers, payload: body })).statusCode;
  }
  const res = await fetch(presigned.uploadUrl, { method: 'PUT', headers, body });
  await res.arrayBuffer();
  return res.status;
}
