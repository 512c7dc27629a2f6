import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig, type StorageConfig } from '../config';
import { createStorage } from '../storage';
import type { S3StorageOptions } from '../storage/s3';
import type { Storage } from '../storage/storage';

export type StorageName = 'disk' | 's3';

/** A real adapter on a fresh folder or bucket, for one test file or suite. */
export interface RunningStorage {
  name: StorageName;
  /**
   * `config.storage` for `createTestApp({ config: { storage } })`: the app then makes its own
   * adapter on the same folder or bucket, with the app's clock and secret.
   */
  config: StorageConfig;
  /** An adapter of its own on the same folder or bucket. */
  storage: Storage;
  /** Every stored key starting with `prefix`, sorted; on disk temp files too, so a leftover shows. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface StorageKind {
  name: StorageName;
  start(): Promise<RunningStorage>;
}

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));
const baseConfig = (): StorageConfig => loadConfig({ DATABASE: 'pglite' }).storage;

/** Disk storage under a fresh temp folder, with a secret of its own. */
export async function startDisk(): Promise<RunningStorage> {
  const dir = tempDir('b2b-uploads-');
  const config: StorageConfig = {
    ...baseConfig(),
    kind: 'disk',
    dir,
    secret: randomBytes(32).toString('base64url'),
    secretGenerated: false,
  };
  return {
    name: 'disk',
    config,
    storage: createStorage({ storage: config }),
    async keys(prefix = '') {
      const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A real S3-protocol server (s3rver, an npm package speaking the S3 REST API with SigV4) on a free
 * port with a fresh folder and bucket. Not a mock of the SDK: every call goes over HTTP, signed.
 */
export async function startS3(): Promise<RunningStorage & { server: S3rver; options: S3StorageOptions }> {
  const directory = tempDir('b2b-s3rver-');
  const bucket = `b2b-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const config: StorageConfig = { ...baseConfig(), kind: 's3', s3: options };
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    name: 's3',
    server,
    options,
    config,
    storage: createStorage({ storage: config }),
    async keys(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The adapters the file endpoints are tested against: `for (const kind of STORAGES) describe(…)`. */
export const STORAGES: StorageKind[] = [
  { name: 'disk', start: startDisk },
  { name: 's3', start: startS3 },
];
