import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config';
import { contentDisposition } from './content-disposition';
import { assertStorageKey } from './keys';
import { StorageLimitError, type Storage } from './storage';

type S3Settings = StorageConfig['s3'];

/** The `S3_*` settings (`config.storage.s3`), plus what tests may change. */
export interface S3StorageOptions extends S3Settings {
  /** Bytes per multipart part (at least 5 MiB on S3; tests may lower it). */
  partSize?: number;
  /**
   * Signing time of presigned URLs (tests); the system time by default. Never the app's manual
   * clock: the S3 server checks the expiry against its own time.
   */
  now?: () => Date;
}

/** S3's smallest part (but the last): streams at most this much in memory per upload. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * Objects in an S3 bucket (AWS or any S3-compatible server). `put` streams: the body is cut into
 * parts of `partSize` bytes, one part in memory at a time, sent with a multipart upload (a body
 * shorter than one part is a single PutObject); past `maxBytes` the upload is aborted and nothing
 * is stored. Browsers PUT and GET through presigned URLs (SigV4 in the query string).
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const partSize = options.partSize ?? MIN_PART_SIZE;
  const Bucket = options.bucket;
  const client = new S3Client({
    endpoint: options.endpoint || undefined,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: the newer default (CRC32 on every PutObject/UploadPart,
    // and in presigned PUT URLs) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function putSmall(Key: string, body: Buffer, ContentType: string) {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType, ContentLength: body.length }));
  }

  async function stat(Key: string): Promise<{ size: number } | null> {
    assertStorageKey(Key);
    try {
      const object = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    stat,

    async put(Key, body, { contentType, maxBytes }) {
      assertStorageKey(Key);
      let size = 0;
      let chunks: Buffer[] = [];
      let buffered = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];

      const sendPart = async (bytes: Buffer) => {
        if (!uploadId) {
          const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }));
          if (!created.UploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
        );
        parts.push({ PartNumber, ETag });
      };

      try {
        for await (const chunk of body) {
          const bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
          size += bytes.length;
          if (size > maxBytes) throw new StorageLimitError(maxBytes);
          chunks.push(bytes);
          buffered += bytes.length;
          while (buffered >= partSize) {
            const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
            chunks = buffered > partSize ? [all.subarray(partSize)] : [];
            buffered -= partSize;
            await sendPart(all.subarray(0, partSize));
          }
        }
        const rest = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
        chunks = [];
        if (!uploadId) {
          await putSmall(Key, rest, contentType);
        } else {
          if (rest.length > 0) await sendPart(rest);
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        }
        return { size };
      } catch (error) {
        body.destroy();
        if (uploadId) {
          // Best effort: a server without AbortMultipartUpload keeps the parts, never an object.
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
        }
        throw error;
      }
    },

    async get(Key) {
      assertStorageKey(Key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(Key, length) {
      // The size first: an empty object has no byte 0 to range over (S3 answers 416, some servers
      // hang up), and the range then never asks past the end.
      const info = await stat(Key);
      if (!info) return null;
      const wanted = Math.max(0, Math.min(length, info.size));
      if (wanted === 0) return Buffer.alloc(0);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${wanted - 1}` }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        // A server that ignores Range sends everything: keep only what was asked for.
        return bytes.length > wanted ? bytes.subarray(0, wanted) : bytes;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(Key) {
      assertStorageKey(Key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async presignPut(Key, { contentType, expiresInSeconds }) {
      assertStorageKey(Key);
      const command = new PutObjectCommand({ Bucket, Key, ContentType: contentType });
      // Content-Type is signed: the browser must send exactly the type the API agreed to.
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type']),
        signingDate: options.now?.(),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },

    async presignGet(Key, { fileName, contentType, expiresInSeconds, disposition }) {
      assertStorageKey(Key);
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: contentDisposition(fileName, disposition),
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: options.now?.() });
    },
  };
}
