// Precompression at build time: next to every text asset of a dist folder, its brotli (`.br`) and gzip
// (`.gz`) forms, which the static server (and any CDN that honours them) sends to browsers that accept
// them, so no file is compressed per request. Brotli at quality 10, not 11: measured on the workstation's
// 3.8 MB of text, 11 takes 4.2 s for 830 KB and 10 takes 1.5 s for 846 KB (docs/decisions/0004-build-speed.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_BYTES = 1024;
const BROTLI_QUALITY = 10;
/**
 * Compressed forms by content, for this process: every app carries the same antd stylesheet (and a build
 * of several apps calls `precompress` once per app), so the same bytes are compressed once.
 */
const compressedByContent = new Map();
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return entry.isFile() && TEXT.has(extname(entry.name)) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

function compressed(raw) {
  const key = createHash('sha256').update(raw).digest('hex');
  let forms = compressedByContent.get(key);
  if (!forms) {
    forms = Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz(raw, { level: 9 }),
    ]);
    compressedByContent.set(key, forms);
  }
  return forms;
}

/** Writes `<file>.br` and `<file>.gz` for the text files of `dir` that compression makes smaller; answers the byte counts. */
export async function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    textFiles(dir).map(async (file) => {
      const raw = readFileSync(file);
      const [br, gzipped] = await compressed(raw);
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
      totals.files += 1;
      totals.raw += raw.length;
      totals.br += Math.min(br.length, raw.length);
      totals.gz += Math.min(gzipped.length, raw.length);
    }),
  );
  return totals;
}
