// Precompression at build time: next to every text asset of a dist folder, its brotli (`.br`) and gzip
// (`.gz`) forms, which the static server (and any CDN that honours them) sends to browsers that accept
// them, so no file is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return entry.isFile() && TEXT.has(extname(entry.name)) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

/** Writes `<file>.br` and `<file>.gz` for the text files of `dir` that compression makes smaller; answers the byte counts. */
export async function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    textFiles(dir).map(async (file) => {
      const raw = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gz(raw, { level: 9 }),
      ]);
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
