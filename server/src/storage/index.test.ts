import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from '../config';
import { createStorage, GENERATED_SECRET_WARNING } from './index';

const S3_ENV = { STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage config', () => {
  test('defaults: disk in ./data/uploads, a random secret shared by the whole process', () => {
    const a = loadConfig({ DATABASE: 'pglite' }).storage;
    assert.equal(a.kind, 'disk');
    assert.equal(a.dir, path.resolve('./data/uploads'));
    assert.equal(a.secretGenerated, true);
    assert.ok(a.secret.length >= 32);
    assert.equal(loadConfig({ DATABASE: 'pglite' }).storage.secret, a.secret, 'one secret per process, not per loadConfig');
    assert.deepEqual(a.s3, {
      endpoint: undefined,
      region: 'us-east-1',
      bucket: '',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  test('STORAGE_DIR, or uploads beside DATA_DIR; STORAGE_SECRET', () => {
    assert.equal(loadConfig({ DATABASE: 'pglite', DATA_DIR: '/srv/b2b/pglite' }).storage.dir, path.resolve('/srv/b2b/uploads'));
    assert.equal(
      loadConfig({ DATABASE: 'pglite', DATA_DIR: '/srv/b2b/pglite', STORAGE_DIR: '/mnt/files' }).storage.dir,
      path.resolve('/mnt/files'),
    );
    const secret = 'x'.repeat(32);
    assert.deepEqual(
      (({ secret, secretGenerated }) => ({ secret, secretGenerated }))(loadConfig({ DATABASE: 'pglite', STORAGE_SECRET: secret }).storage),
      {
        secret,
        secretGenerated: false,
      },
    );
    assert.throws(() => loadConfig({ DATABASE: 'pglite', STORAGE_SECRET: 'too-short' }), /STORAGE_SECRET must have at least 32 characters/);
  });

  test('an unknown STORAGE stops the start', () => {
    assert.throws(() => loadConfig({ DATABASE: 'pglite', STORAGE: 'ftp' }), /STORAGE=ftp is not a storage: use disk \(default\) or s3/);
    assert.equal(loadConfig({ DATABASE: 'pglite', STORAGE: 'S3', S3_BUCKET: 'b' }).storage.kind, 's3');
  });

  test('S3: the settings, checked', () => {
    const { s3, kind } = loadConfig({
      DATABASE: 'pglite',
      ...S3_ENV,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'cn-north-1',
    }).storage;
    assert.equal(kind, 's3');
    assert.deepEqual(s3, {
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-north-1',
      bucket: 'uploads',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    assert.equal(
      loadConfig({ DATABASE: 'pglite', ...S3_ENV, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage.s3
        .forcePathStyle,
      false,
    );
    assert.equal(loadConfig({ DATABASE: 'pglite', ...S3_ENV }).storage.s3.forcePathStyle, false);
    assert.throws(() => loadConfig({ DATABASE: 'pglite', STORAGE: 's3' }), /S3_BUCKET/);
    assert.throws(() => loadConfig({ DATABASE: 'pglite', ...S3_ENV, S3_SECRET_ACCESS_KEY: '' }), /go together/);
    assert.throws(() => loadConfig({ DATABASE: 'pglite', ...S3_ENV, S3_ENDPOINT: 'minio:9000' }), /http\(s\) URL/);
    // S3 settings are not checked while the storage is the disk.
    assert.equal(loadConfig({ DATABASE: 'pglite', S3_ENDPOINT: 'nonsense' }).storage.kind, 'disk');
  });
});

describe('createStorage', () => {
  test('the adapter of the kind; a warning when the disk secret is generated', () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    assert.equal(createStorage(loadConfig({ DATABASE: 'pglite' }), { log }).kind, 'disk');
    assert.deepEqual(warnings, [GENERATED_SECRET_WARNING]);
    assert.equal(createStorage(loadConfig({ DATABASE: 'pglite', STORAGE_SECRET: 'y'.repeat(32) }), { log }).kind, 'disk');
    assert.equal(createStorage(loadConfig({ DATABASE: 'pglite', ...S3_ENV }), { log }).kind, 's3');
    assert.equal(warnings.length, 1, 'no warning with a secret set, nor for S3');
  });
});
