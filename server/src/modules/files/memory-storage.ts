import { Readable } from 'node:stream';
import { StorageLimitError, type Storage } from '../../storage/storage';

/** Tests only: a `Storage` in memory, with the interface's limit semantics (nothing kept past `maxBytes`). */
export function memoryStorage(): Storage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'disk',
    objects,
    async put(key, body, { maxBytes }) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          body.destroy();
          throw new StorageLimitError(maxBytes);
        }
        chunks.push(chunk as Buffer);
      }
      objects.set(key, Buffer.concat(chunks));
      return { size };
    },
    async get(key) {
      const bytes = objects.get(key);
      return bytes ? { body: Readable.from([bytes]), size: bytes.length } : null;
    },
    async head(key, length) {
      return objects.get(key)?.subarray(0, length) ?? null;
    },
    async stat(key) {
      const bytes = objects.get(key);
      return bytes ? { size: bytes.length } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
    async presignPut(key, { contentType }) {
      return { url: `memory://put/${encodeURIComponent(key)}`, headers: { 'content-type': contentType } };
    },
    async presignGet() {
      return null;
    },
  };
}
