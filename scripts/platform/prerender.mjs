// Writes the host's public pages as HTML at build time (host/src/prerender/render.tsx, bundled for Node
// by host/prerender.rspack.config.ts): for each page and language, the built index.html with the page's
// markup in its root, the CSS it uses inlined, and the guard script that removes the markup before the
// first paint for a visitor it was not written for and otherwise starts the app after the first contentful
// paint. prerendered.json tells the static server which file answers which path in which language, and the
// guard's hash for the Content-Security-Policy. The app's own index.html gets preloads of the start-up files and
// the inline script that fetches a stored session's first page from the start (its hash in the CSP too).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { classesOf, pruneCss } from './css-prune.mjs';
import { prerenderedFile } from './web-rules.mjs';

export const PRERENDER_INDEX = 'prerendered.json';

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (exit ${code})`))));
  });
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The built index.html carrying one prerendered page. */
export function fillTemplate(template, { path, lang, html, css, title, description = '', boot = [] }, guardScript) {
  if (/<\/style/i.test(css)) throw new Error(`the CSS of ${path} would close its <style> element`);
  // The entry is fetched from the start (preload) and run by the guard after the first contentful paint.
  const entry = /<script defer="defer" src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no deferred entry script');
  const filled = template
    .replace(/<script defer="defer" src="[^"]+"><\/script>/, `<link rel="preload" as="script" fetchpriority="low" href="${entry}">`)
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>` + (description ? `<meta name="description" content="${escapeHtml(description)}">` : ''),
    )
    .replace('</head>', `<style data-prerendered>${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(path)}" data-lang="${lang}" data-entry="${entry}" data-boot-files="${escapeHtml(boot.join(' '))}">${html}</div><script>${guardScript}</script>`,
    );
  if (!filled.includes('data-prerendered=')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}

/** The files of these shared packages, from the build's mf-stats.json, in their order. */
function sharedFiles(dist, names) {
  const stats = JSON.parse(readFileSync(join(dist, 'mf-stats.json'), 'utf8'));
  return names.flatMap((name) => {
    const shared = stats.shared.find((entry) => entry.name === name);
    if (!shared) throw new Error(`mf-stats.json has no shared module ${name}`);
    return shared.assets.js.sync;
  });
}

/** antd's stylesheet that an app's build wrote into `dir` (`antd.<content hash>.css`), if it wrote one. */
const antdSheetIn = (dir) => readdirSync(dir).find((file) => /^antd\.[0-9a-f]+\.css$/.test(file));

/**
 * The URLs of the files the app evaluates as it starts (host/src/boot-stages.ts): each shared
 * package's files from the build's mf-stats.json, then the app's own start-up chunk. The app takes
 * them one per task; preloaded, they arrive together.
 */
export function bootFiles(dist, stages, bootstrapChunk) {
  const files = sharedFiles(dist, stages);
  const ownChunk = new RegExp(`^${bootstrapChunk}\\.[0-9a-f]+\\.js$`);
  const bootstrap = readdirSync(dist).filter((file) => ownChunk.test(file));
  if (bootstrap.length !== 1) throw new Error(`expected one ${bootstrapChunk} chunk in ${dist}, found ${bootstrap.length}`);
  files.push(bootstrap[0]);
  return [...new Set(files)].map((file) => `/${file}`);
}

/**
 * What a returning user's first page needs beyond the start-up files (host/src/prerender/session-preload.ts):
 * the shared packages' files from mf-stats.json, the named chunk groups' from the manifest's metaData
 * (`CHUNK_GROUPS_KEY` of tools/build-config/src/page-chunks.ts), antd's stylesheet.
 */
export function sessionPreloadFiles(dist, { shared, chunks, pages }) {
  const groups = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')).metaData?.b2bChunkGroups;
  if (!groups) throw new Error(`${dist}/mf-manifest.json lists no chunk groups`);
  const groupFiles = (name) => {
    if (!groups[name]) throw new Error(`the host build has no chunk group ${name}`);
    return groups[name];
  };
  const common = [...sharedFiles(dist, shared), ...chunks.flatMap(groupFiles)];
  const sheet = antdSheetIn(dist);
  if (sheet) common.push(sheet);
  const url = (file) => `/${file}`;
  const commonUrls = [...new Set(common)].map(url);
  const pageUrls = Object.fromEntries(
    Object.entries(pages).map(([path, group]) => [
      path,
      groupFiles(group)
        .map(url)
        .filter((file) => !commonUrls.includes(file)),
    ]),
  );
  return { common: commonUrls, pages: pageUrls };
}

/** Prerenders the host's public pages into `<hostDir>/dist/prerendered/`; returns what it wrote. */
export async function prerenderHost(hostDir) {
  await run(join(hostDir, 'node_modules', '.bin', 'rspack'), ['build', '--config', 'prerender.rspack.config.ts'], hostDir);
  const bundle = join(hostDir, 'node_modules', '.cache', 'prerender', 'render.cjs');
  const {
    renderPage,
    PRERENDERED_PATHS,
    SHELL_FRAME_PATHS,
    PRERENDER_GUARD_SCRIPT,
    LANGS,
    BOOT_STAGES,
    BOOTSTRAP_CHUNK,
    sessionPreloadScript,
    SIGNED_IN_SHARED,
    SIGNED_IN_CHUNKS,
    SIGNED_IN_PAGES,
  } = createRequire(import.meta.url)(bundle);
  const dist = join(hostDir, 'dist');
  const boot = bootFiles(
    dist,
    BOOT_STAGES.map(([name]) => name),
    BOOTSTRAP_CHUNK,
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // The app's own page fetches the start-up files with its entry; a prerendered page after its first
  // paint, when its guard starts the app.
  // A stored session's page also fetches antd, its providers and the page from the start (its inline script).
  const preloads = boot.map((url) => `<link rel="preload" as="script" href="${url}">`).join('');
  const sessionScript = sessionPreloadScript(
    sessionPreloadFiles(dist, { shared: SIGNED_IN_SHARED, chunks: SIGNED_IN_CHUNKS, pages: SIGNED_IN_PAGES }),
  );
  writeFileSync(join(dist, 'index.html'), template.replace('</head>', `${preloads}<script>${sessionScript}</script></head>`));
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  const pages = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = {};
    for (const lang of LANGS) {
      const page = await renderPage(path, lang);
      const file = prerenderedFile(path, lang);
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), fillTemplate(template, { path, lang, ...page, boot }, PRERENDER_GUARD_SCRIPT));
      pages[path][lang] = file;
    }
  }
  // A remote page's frame: the host's layout with the slot the web origin fills with the remote's shell.
  const shells = {};
  for (const path of SHELL_FRAME_PATHS) {
    const owner = path.split('/')[1];
    shells[path] = { owner, pages: {} };
    for (const lang of LANGS) {
      const page = await renderPage(path, lang, { shellSlots: true });
      if (!page.html.includes(shellSlot(owner))) throw new Error(`the frame of ${path} has no slot for ${owner}`);
      const file = `prerendered/shell-${path.slice(1).replace(/\//g, '-')}.${lang}.html`;
      writeFileSync(join(dist, file), fillTemplate(template, { ...page, path: `shell:${path}`, lang, boot }, PRERENDER_GUARD_SCRIPT));
      shells[path].pages[lang] = file;
    }
  }
  const index = { pages, shells, scriptHashes: [scriptHash(PRERENDER_GUARD_SCRIPT), scriptHash(sessionScript)] };
  writeFileSync(join(dist, PRERENDER_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

/** The element a frame holds where the remote's shell goes. */
export const shellSlot = (owner) => `<div data-shell-slot="${owner}"></div>`;

/** Where a remote's build writes its shells, inside its version folder. */
export const SHELL_DIR = 'prerendered';

/**
 * Writes a remote's shells (its `src/prerender/render.tsx`, bundled by its `prerender.rspack.config.ts`)
 * into `<versionDir>/prerendered/`: per page and language a JSON file `{ html, css }`, the CSS being only the
 * rules of the app's antd stylesheet and CSS Modules that the markup uses, and `prerendered.json`
 * (path → language → file). The host's frame and the web origin do the rest.
 */
export async function prerenderRemoteShells(appDir, versionDir) {
  await run(join(appDir, 'node_modules', '.bin', 'rspack'), ['build', '--config', 'prerender.rspack.config.ts'], appDir);
  // antd names its classes by the mode (`css-dev-only-…` otherwise): the shell's must be the browser build's.
  process.env.NODE_ENV = 'production';
  const { renderShell, SHELL_PATHS, LANGS } = createRequire(import.meta.url)(
    join(appDir, 'node_modules', '.cache', 'prerender', 'render.cjs'),
  );
  const antdSheet = antdSheetIn(versionDir);
  const antdCss = antdSheet ? readFileSync(join(versionDir, antdSheet), 'utf8') : '';
  mkdirSync(join(versionDir, SHELL_DIR), { recursive: true });
  const pages = {};
  for (const path of SHELL_PATHS) {
    pages[path] = {};
    for (const lang of LANGS) {
      const { html, css } = await renderShell(path, lang);
      const used = pruneCss(`${antdCss}\n${css}`, classesOf(html));
      if (/<\/style/i.test(used)) throw new Error(`the CSS of ${path} would close its <style> element`);
      const file = `${path.slice(1).replace(/\//g, '-')}.${lang}.json`;
      writeFileSync(join(versionDir, SHELL_DIR, file), JSON.stringify({ html, css: used }));
      pages[path][lang] = file;
    }
  }
  writeFileSync(join(versionDir, SHELL_DIR, PRERENDER_INDEX), `${JSON.stringify({ pages }, null, 2)}\n`);
  return pages;
}
