// node --test scripts/platform/prerender.test.mjs
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootFiles, fillTemplate, scriptHash, sessionPreloadFiles } from './prerender.mjs';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>企服通 · B2B Connect</title><script defer="defer" src="/main.js?abc"></script></head><body><div id="root"></div></body></html>';
const page = {
  path: '/intro',
  lang: 'en-US',
  html: '<h1>Hello</h1>',
  css: '.a{color:red}',
  title: 'B2B <Connect>',
  description: 'Demands & "suppliers"',
  boot: ['/1.js', '/bootstrap.ab.js'],
};

describe('prerendered page', () => {
  it('carries the markup, the CSS, the language, the title and the guard in place of the entry script', () => {
    const html = fillTemplate(TEMPLATE, page, 'guard()');
    assert.match(html, /<html lang="en-US">/);
    assert.match(html, /<title>B2B &lt;Connect&gt;<\/title><meta name="description" content="Demands &amp; &quot;suppliers&quot;">/);
    assert.match(html, /<style data-prerendered>\.a\{color:red\}<\/style><\/head>/);
    assert.match(
      html,
      /<div id="root" data-prerendered="\/intro" data-lang="en-US" data-entry="\/main\.js\?abc" data-boot-files="\/1\.js \/bootstrap\.ab\.js"><h1>Hello<\/h1><\/div><script>guard\(\)<\/script>/,
    );
    // The entry is fetched early at low priority and run by the guard after the first paint.
    assert.match(html, /<link rel="preload" as="script" fetchpriority="low" href="\/main\.js\?abc">/);
    assert.doesNotMatch(html, /<script defer/);
    // The start-up files are the guard's to preload, after the first paint, not the head's.
    assert.doesNotMatch(html, /href="\/1\.js"/);
  });

  it('writes no description where the page has none', () => {
    assert.doesNotMatch(fillTemplate(TEMPLATE, { ...page, description: '' }, 'g()'), /name="description"/);
  });

  it('refuses CSS that would end its style element, and a template it cannot fill', () => {
    assert.throws(() => fillTemplate(TEMPLATE, { ...page, css: 'a{}</style><script>x()</script>' }, 'g()'), /close its <style>/);
    assert.throws(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', ''), page, 'g()'), /empty <div id="root">/);
    assert.throws(() => fillTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), page, 'g()'), /entry script/);
  });

  it("gives the CSP source of the guard's exact text", () => {
    const digest = createHash('sha256').update('guard()').digest('base64');
    assert.equal(scriptHash('guard()'), `'sha256-${digest}'`);
  });

  it('lists the start-up files: each shared package from mf-stats.json in order, then the start-up chunk', () => {
    const dist = mkdtempSync(join(tmpdir(), 'boot-files-'));
    const shared = (name, sync) => ({ name, assets: { js: { sync, async: ['lazy.js'] } } });
    writeFileSync(
      join(dist, 'mf-stats.json'),
      JSON.stringify({ shared: [shared('react', ['7.js']), shared('react-dom', ['4.js', '7.js'])] }),
    );
    writeFileSync(join(dist, 'bootstrap.0a1b.js'), '');
    writeFileSync(join(dist, 'bootstrap.0a1b.js.map'), '');
    assert.deepEqual(bootFiles(dist, ['react-dom', 'react'], 'bootstrap'), ['/4.js', '/7.js', '/bootstrap.0a1b.js']);
    assert.throws(() => bootFiles(dist, ['zustand'], 'bootstrap'), /no shared module zustand/);
    assert.throws(() => bootFiles(dist, ['react'], 'main'), /one main chunk/);
  });

  it("lists a signed-in page's files: the shared packages', the named chunk groups', antd's sheet, and each page's own", () => {
    const dist = mkdtempSync(join(tmpdir(), 'session-files-'));
    const shared = (name, sync) => ({ name, assets: { js: { sync, async: [] } } });
    writeFileSync(join(dist, 'mf-stats.json'), JSON.stringify({ shared: [shared('antd', ['9.js']), shared('dayjs', ['3.js'])] }));
    const groups = { providers: ['p.js', '9.js'], widgets: ['w.js'], 'page.home': ['h.js', 'p.js'] };
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { b2bChunkGroups: groups } }));
    writeFileSync(join(dist, 'antd.0a1b2c3d4e.css'), '');
    const files = (options) =>
      sessionPreloadFiles(dist, { shared: ['antd', 'dayjs'], chunks: ['providers', 'widgets'], pages: {}, ...options });
    assert.deepEqual(files({ pages: { '/home': 'page.home' } }), {
      common: ['/9.js', '/3.js', '/p.js', '/w.js', '/antd.0a1b2c3d4e.css'],
      pages: { '/home': ['/h.js'] },
    });
    assert.throws(() => files({ shared: ['zustand'] }), /no shared module zustand/);
    assert.throws(() => files({ chunks: ['gone'] }), /no chunk group gone/);
    assert.throws(() => files({ pages: { '/home': 'page.gone' } }), /no chunk group page.gone/);
  });
});
