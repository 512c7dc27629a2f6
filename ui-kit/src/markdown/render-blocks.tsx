import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { parseBlocks, type Block } from './blocks';
import { renderInline } from './inline';

const withBreaks = (text: string, key: string): ReactNode[] =>
  text.split('\n').flatMap((line, n) => [n > 0 ? <br key={`${key}.br${n}`} /> : null, ...renderInline(line, `${key}.${n}`)]);

const CODE_STYLE: CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowX: 'auto',
  padding: 12,
  borderRadius: 6,
  background: 'rgba(0,0,0,0.04)',
};
/** Markdown's heading levels as drawn: a document's `#` is a section inside a page that has its own title. */
export const HEADING_LEVEL = { 1: 3, 2: 4, 3: 5, 4: 5, 5: 5, 6: 5 } as const;

/** How headings and paragraphs are drawn: antd's Typography in the apps, plain tags on the pages without antd. */
export interface BlockParts {
  heading(level: 3 | 4 | 5, children: ReactNode, key: string): ReactNode;
  paragraph(children: ReactNode, key: string): ReactNode;
}

function renderBlock(block: Block, key: string, parts: BlockParts): ReactNode {
  switch (block.kind) {
    case 'heading':
      return parts.heading(HEADING_LEVEL[block.level], renderInline(block.text, key), key);
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key} style={{ paddingInlineStart: 24, marginBottom: 12 }}>
          {block.items.map((item, n) => (
            <li key={n}>{renderInline(item, `${key}.${n}`)}</li>
          ))}
        </Tag>
      );
    }
    case 'code':
      return (
        <pre key={key} style={CODE_STYLE}>
          <code>{block.text}</code>
        </pre>
      );
    case 'quote':
      return (
        <blockquote key={key} style={{ margin: '0 0 12px', paddingInlineStart: 12, borderInlineStart: '3px solid rgba(0,0,0,0.15)' }}>
          {withBreaks(block.text, key)}
        </blockquote>
      );
    case 'rule':
      return <hr key={key} />;
    default:
      return parts.paragraph(withBreaks(block.text, key), key);
  }
}

/**
 * The platform's one Markdown renderer, drawn with `parts`: paragraphs, headings, lists, quotes, code, bold,
 * italic, inline code and links to http(s) and mailto only, opened with rel="noopener noreferrer nofollow".
 * It builds React elements and never sets HTML: raw HTML, entities and scripts show as the text they are.
 */
export function MarkdownBlocks({ source, testId, parts }: { source: string; testId?: string; parts: BlockParts }) {
  return (
    <div className="b2b-markdown" data-testid={testId} style={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}>
      {parseBlocks(source).map((block, n) => (
        <Fragment key={n}>{renderBlock(block, `b${n}`, parts)}</Fragment>
      ))}
    </div>
  );
}
