/** The part of s3rver (dev dependency, no types of its own) the storage tests use. */
declare module 's3rver' {
  import { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** An S3 event notification: `ObjectCreated:Put` for PutObject, `ObjectCreated:Post` for a completed multipart upload. */
  interface S3rverEvent {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[];
  }

  export default class S3rver extends EventEmitter {
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
