import { Fragment, type ReactNode } from 'react';
import { parseBlocks, type Block } from './markdown-blocks';

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/g;
const SAFE_URL = /^(https?:|mailto:)/i;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [token, code, strong, em, link] = match;
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${at}`;
    if (code) out.push(<code key={key}>{code.slice(1, -1)}</code>);
    else if (strong) out.push(<strong key={key}>{inline(strong.slice(2, -2))}</strong>);
    else if (em) out.push(<em key={key}>{inline(em.slice(1, -1))}</em>);
    else if (link) {
      const [, label, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(link)!;
      out.push(
        SAFE_URL.test(href) ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(label)}
          </a>
        ) : (
          token
        ),
      );
    }
    last = at + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const lines = (list: string[]) => list.map((l, n) => <Fragment key={n}>{n > 0 ? [<br key="br" />, ...inline(l)] : inline(l)}</Fragment>);

function block(b: Block, key: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      const Tag = `h${Math.min(b.level + 2, 6)}` as 'h3';
      return <Tag key={key}>{inline(b.text)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{lines(b.lines)}</p>;
    case 'quote':
      return <blockquote key={key}>{lines(b.lines)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{b.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
    case 'list': {
      const List = b.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {b.items.map((item, n) => (
            <li key={n}>{inline(item)}</li>
          ))}
        </List>
      );
    }
  }
}

/** Markdown drawn as React elements: any HTML in the text stays visible text, links go only to http(s) and mailto. */
export function SafeMarkdown({ source }: { source: string }) {
  return (
    <div data-testid="demand-description" style={{ overflowWrap: 'anywhere' }}>
      {parseBlocks(source).map(block)}
    </div>
  );
}
