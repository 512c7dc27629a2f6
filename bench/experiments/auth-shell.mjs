#!/usr/bin/env node
// Experiment of docs/decisions/0010-public-pages.md: how fast would remote-auth's pages paint from a
// prerendered shell? Opens each public auth page of the built platform in Chromium as a visitor in each
// language, takes the page as it shows once the remote's form is there (the root's markup and the style
// sheets the remote added), and writes it as a shell the host's static server answers for that path
// (host/dist/prerendered/auth-*.html, data-prerendered="shell:<path>", listed in prerendered.json): the guard
// starts the app after the first paint and the app replaces the shell once the page's code has come
// (host/src/bootstrap.tsx). A stand-in for shells written by remote-auth's own build; `--restore` puts the
// build's prerendered.json back. Then: node lighthouse.mjs --skip-build --pages=/auth/login,...
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/platform/chromium.mjs';
import { ROOT, startPlatform } from '../../scripts/platform/platform.mjs';
import { precompress } from '../../scripts/platform/precompress.mjs';
import { fillTemplate } from '../../scripts/platform/prerender.mjs';

const DIST = join(ROOT, 'host', 'dist');
const INDEX = join(DIST, 'prerendered.json');
const BACKUP = join(DIST, 'prerendered.build.json');
const PATHS = ['/auth/login', '/auth/register', '/auth/forget'];
const LANGS = ['zh-CN', 'en-US'];

if (process.argv.includes('--restore')) {
  if (existsSync(BACKUP) && readFileSync(INDEX, 'utf8').includes('"/auth/')) copyFileSync(BACKUP, INDEX);
  process.exit(0);
}
// The build's own index (no auth page in it) is kept aside, also after a new build.
if (!existsSync(BACKUP) || !readFileSync(INDEX, 'utf8').includes('"/auth/')) copyFileSync(INDEX, BACKUP);
// Captured from the app as the build serves it, not from an earlier shell.
copyFileSync(BACKUP, INDEX);
const index = JSON.parse(readFileSync(BACKUP, 'utf8'));
const guard = /<script>(\(function prerenderGuard[\s\S]*?)<\/script>/.exec(
  readFileSync(join(DIST, index.pages['/intro']['zh-CN']), 'utf8'),
)?.[1];
if (!guard) throw new Error('no guard script in the intro page');
// The built index.html without the start-up preloads the prerender added for the app's own page: a
// prerendered page's guard asks for them after its first paint.
const template = readFileSync(join(DIST, 'index.html'), 'utf8').replace(/<link rel="preload" as="script" href="[^"]+">/g, '');
const descriptions = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(join(ROOT, 'host', 'src', 'i18n', `${lang}.json`), 'utf8')).seo.auth]),
);

const platform = await startPlatform({
  ports: { api: 4360, host: 3360, auth: 3361, workstation: 3362, chat: 3363, account: 3364 },
  apiOutput: 'ignore',
  apiEnv: { DEMO: 'true', DATA_DIR: mkdtempSync(join(tmpdir(), 'auth-shell-')), LOG_LEVEL: 'warn', DATABASE_URL: '' },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of PATHS) {
    index.pages[path] = {};
    for (const lang of LANGS) {
      const context = await browser.newContext({ locale: lang });
      const page = await context.newPage();
      await page.goto(`${platform.url}${path}`);
      await page.waitForSelector('[data-remote] form');
      await page.waitForTimeout(500);
      const { html, sheets, title } = await page.evaluate(async () => {
        const root = document.getElementById('root');
        root.querySelector('[data-testid=progress-bar]')?.remove();
        // Only the rules the shell's markup uses (antd's sheet is 1.2 MB, 79 KB in brotli, on another
        // origin): each sheet's text parsed in a detached <style>, kept where a selector (its pseudo
        // classes and elements left out) matches an element on the page.
        const texts = [];
        for (const el of document.head.querySelectorAll('link[rel=stylesheet], style')) {
          if (el.hasAttribute('data-prerendered')) continue;
          texts.push(el.tagName === 'LINK' ? await (await fetch(el.href)).text() : el.textContent);
        }
        const used = (rule) => {
          if (rule instanceof CSSStyleRule) {
            return rule.selectorText.split(',').some((selector) => {
              const bare = selector
                .replace(/::?[a-z-]+(\([^)]*\))?/g, (m) => (m.startsWith(':where') || m.startsWith(':is') || m.startsWith(':not') ? m : ''))
                .trim();
              try {
                return bare === '' || document.querySelector(bare) !== null;
              } catch {
                return true;
              }
            })
              ? rule.cssText
              : '';
          }
          if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) {
            const inner = [...rule.cssRules].map(used).join('');
            return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}` : '';
          }
          return rule instanceof CSSKeyframesRule || rule instanceof CSSFontFaceRule ? '' : rule.cssText;
        };
        const kept = texts.map((text) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
          return [...sheet.cssRules].map(used).join('');
        });
        return { html: root.innerHTML, sheets: `<style>${kept.join('')}</style>`, title: document.title };
      });
      // Remote origins of the experiment's platform → the origins lighthouse.mjs starts the platform on.
      const portable = (text) => text.replace(/:336(\d)/g, ':330$1');
      const file = `prerendered/${path.slice(1).replace(/\//g, '-')}.${lang}.html`;
      const filled = fillTemplate(
        template,
        { path, lang, html: portable(html), css: '', title, description: descriptions[lang][path.split('/')[2]] },
        guard,
      )
        .replace(`data-prerendered="${path}"`, `data-prerendered="shell:${path}"`)
        .replace('</head>', `${portable(sheets)}</head>`);
      writeFileSync(join(DIST, file), filled);
      index.pages[path][lang] = file;
      console.log(`${path} ${lang}: ${file} (${Math.round(filled.length / 1024)} KB)`);
      await context.close();
    }
  }
  writeFileSync(INDEX, `${JSON.stringify(index, null, 2)}\n`);
  await precompress(join(DIST, 'prerendered'));
} finally {
  await browser.close();
  await platform.stop();
}
