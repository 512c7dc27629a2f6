// Keeps only the CSS rules a piece of prerendered markup can use, so a remote page's shell carries a few
// kilobytes of antd's stylesheet inline instead of linking the whole sheet (render-blocking, on another
// origin). A rule is kept when one of its selectors names only classes the markup has (what `:not(…)`
// names does not count); rules without a class (resets, `:root`) are kept; `@media`, `@supports` and
// `@layer` blocks keep what they hold that is used; `@keyframes` stay when a kept rule names them.
// Over-keeping is harmless (a few bytes); under-keeping shows as an unstyled element until the app starts.

/** The class names used in `html` (every `class="…"` attribute). */
export function classesOf(html) {
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Top-level statements of `css`: `{ prelude, body }` for blocks, `{ prelude }` for `@import …;`-like ones. */
export function statements(css) {
  const out = [];
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const after = end === -1 ? css.length : end + 2;
      // A comment between statements is dropped with its text.
      if (css.slice(start, i).trim() === '') start = after;
      i = after;
    } else if (c === '"' || c === "'") {
      i = skipString(css, i);
    } else if (c === ';') {
      const prelude = css.slice(start, i).trim();
      if (prelude) out.push({ prelude });
      start = ++i;
    } else if (c === '{') {
      const close = matchingBrace(css, i);
      out.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, close) });
      start = i = close + 1;
    } else {
      i++;
    }
  }
  return out;
}

function skipString(css, i) {
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j + 1;
  }
  return css.length;
}

function matchingBrace(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)`). */
function selectorsOf(prelude) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function withoutNot(selector) {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (let j = i + 4; j < selector.length; j++) {
        if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) {
          i = j;
          break;
        }
      }
    } else {
      out += selector[i];
    }
  }
  return out;
}

/** Whether a selector list has one selector whose classes are all in `classes`. */
export function selectorUsed(prelude, classes) {
  return selectorsOf(prelude).some((selector) => {
    const names = [...withoutNot(selector).matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
    return names.every((name) => classes.has(name));
  });
}

/** `css` with only the rules `classes` can use. */
export function pruneCss(css, classes) {
  const kept = keep(statements(css), classes);
  const animations = kept.join('');
  // Keyframes are decided last: by whether a kept rule names them.
  return kept
    .map((text) => {
      const name = /^@(?:-webkit-)?keyframes\s+([^\s{]+)/.exec(text)?.[1];
      return name && !new RegExp(`[:\\s,]${escapeRegExp(name)}(?![\\w-])`).test(animations.replace(text, '')) ? '' : text;
    })
    .join('');
}

function keep(list, classes) {
  const out = [];
  for (const { prelude, body } of list) {
    if (body === undefined) {
      out.push(`${prelude};`);
    } else if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = keep(statements(body), classes).join('');
      if (inner) out.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@')) {
      // @keyframes, @font-face, @property: whole (keyframes filtered by use afterwards).
      out.push(`${prelude}{${body}}`);
    } else if (selectorUsed(prelude, classes)) {
      out.push(`${prelude}{${body}}`);
    }
  }
  return out;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
