import type { ReactNode } from 'react';

/**
 * The only links drawn: http(s) and mailto, matched on the text as written (no entity is decoded, so
 * `jav&#x61;script:` stays text). Anything else (`javascript:`, `data:`, `//host`, relative) shows its label only.
 */
export const SAFE_URL = /^(https?:\/\/|mailto:)[^\s<>"'`\\]+$/i;
/** Every link leaves the platform in a new tab, without the opener, the referrer or our endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow';

interface Rule {
  re: RegExp;
  render: (m: RegExpExecArray, key: string) => ReactNode;
}

const RULES: Rule[] = [
  { re: /^`([^`]+)`/, render: (m, key) => <code key={key}>{m[1]}</code> },
  { re: /^\*\*(?=\S)([\s\S]*?\S)\*\*/, render: (m, key) => <strong key={key}>{renderInline(m[1], key)}</strong> },
  { re: /^__(?=\S)([\s\S]*?\S)__/, render: (m, key) => <strong key={key}>{renderInline(m[1], key)}</strong> },
  { re: /^\*(?=\S)([^*]*?\S)\*/, render: (m, key) => <em key={key}>{renderInline(m[1], key)}</em> },
  { re: /^_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}])/u, render: (m, key) => <em key={key}>{renderInline(m[1], key)}</em> },
  {
    re: /^\[([^\]\n]+)\]\(([^)\s]+)\)/,
    render: (m, key) =>
      SAFE_URL.test(m[2]) ? (
        <a key={key} href={m[2]} target="_blank" rel={LINK_REL}>
          {renderInline(m[1], key)}
        </a>
      ) : (
        <span key={key}>{renderInline(m[1], key)}</span>
      ),
  },
  {
    re: /^https?:\/\/[^\s<>"()]+[^\s<>"().,;:!?，。；：！？]/i,
    render: (m, key) => (
      <a key={key} href={m[0]} target="_blank" rel={LINK_REL}>
        {m[0]}
      </a>
    ),
  },
];

const STARTS = /[`*_[h]/;

/** Inline Markdown as React nodes: code, bold, italic, http(s) and mailto links; everything else is text (never HTML). */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const hit = STARTS.test(text[i]) && (i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]) || text[i] !== '_') ? match(rest) : null;
    if (hit) {
      if (plain) out.push(plain);
      plain = '';
      out.push(hit.rule.render(hit.m, `${keyPrefix}.${out.length}`));
      i += hit.m[0].length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) out.push(plain);
  return out;
}

function match(rest: string): { rule: Rule; m: RegExpExecArray } | null {
  for (const rule of RULES) {
    const m = rule.re.exec(rest);
    if (m) return { rule, m };
  }
  return null;
}
