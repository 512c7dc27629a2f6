// The web origin's part of a remote page's prerendered shell (docs/decisions/0010-public-pages.md): the
// host's build wrote the frame (its layout around an empty slot, per path and language), the remote's build
// its page (`<version>/prerendered/`, beside its chunks). On a request for such a path this fills the frame's
// slot with the page of the remote version remotes.json names now, so a remote release serves its own shell
// without a host build. Anything missing or failing gives null: the caller answers the app's index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRERENDER_INDEX, SHELL_DIR, shellSlot } from './prerender.mjs';

/** A remote origin that does not answer is asked again after this long, not on every request. */
const RETRY_AFTER_MS = 30_000;
const FETCH_TIMEOUT_MS = 1_500;

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * @param {{ root: string, shells: Record<string, { owner: string, pages: Record<string, string> }>,
 *           remotes: () => Record<string, string>, now?: () => number, load?: (url: string) => Promise<unknown> }} options
 * @returns {(path: string, lang: string) => Promise<null | { html: Buffer, br: Buffer, gzip: Buffer }>}
 */
export function createShellComposer({ root, shells, remotes, now = Date.now, load = fetchJson }) {
  // A remote's files live in an immutable version folder: each URL is fetched once (a failure is retried later).
  const fetched = new Map();
  const composed = new Map();
  const cachedJson = (url) => {
    const hit = fetched.get(url);
    if (hit && (hit.ok || now() - hit.at < RETRY_AFTER_MS)) return hit.value;
    const value = load(url).catch(() => null);
    fetched.set(url, { value, at: now(), ok: false });
    void value.then((json) => {
      if (json !== null) fetched.set(url, { value, at: now(), ok: true });
    });
    return value;
  };

  return async function compose(path, lang) {
    const shell = shells[path];
    const frameFile = shell?.pages?.[lang];
    const manifest = shell && remotes()[shell.owner];
    if (!frameFile || !manifest) return null;
    let base;
    try {
      base = new URL(`${SHELL_DIR}/`, new URL('.', manifest));
    } catch {
      return null;
    }
    const index = await cachedJson(new URL(PRERENDER_INDEX, base).href);
    const file = index?.pages?.[path]?.[lang];
    if (typeof file !== 'string' || !/^[\w.-]+\.json$/.test(file)) return null;
    const pageUrl = new URL(file, base).href;
    const key = `${frameFile} ${pageUrl}`;
    if (composed.has(key)) return composed.get(key);
    const page = await cachedJson(pageUrl);
    if (typeof page?.html !== 'string' || typeof page?.css !== 'string' || /<\/style/i.test(page.css)) return null;
    const frame = readFileSync(join(root, frameFile), 'utf8');
    if (!frame.includes(shellSlot(shell.owner))) return null;
    const html = Buffer.from(
      frame
        // Inert until the app's page takes its place: a click or a keystroke there would be lost with it.
        .replace(shellSlot(shell.owner), () => `<div data-remote="${shell.owner}" inert>${page.html}</div>`)
        .replace('</head>', () => `<style data-shell>${page.css}</style></head>`),
    );
    const result = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    composed.set(key, result);
    return result;
  };
}
