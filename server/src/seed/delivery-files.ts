import { Readable } from 'node:stream';
import type { Caller } from '../db/rows';
import { uploadStream } from '../modules/files/service';
import type { AppContext } from '../plugins/app/context';

export interface DemoFile {
  name: string;
  body: Buffer;
}

/**
 * A supplier's files stored through the file service (the same storage and checks as an upload of its own): what
 * the demo's progress reports and deliveries attach, since a delivery needs at least one file.
 */
export async function storeFiles(ctx: AppContext, supplier: Caller, files: DemoFile[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const stored = await uploadStream(ctx, supplier, {
      kind: 'file',
      visibility: 'company',
      fileName: file.name,
      body: Readable.from([file.body]),
    });
    ids.push(stored.id);
  }
  return ids;
}
