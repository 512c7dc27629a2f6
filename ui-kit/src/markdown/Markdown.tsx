import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Typography } from 'antd';
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
const HEADING_LEVEL = { 1: 3, 2: 4, 3: 5, 4: 5, 5: 5, 6: 5 } as const;

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.kind) {
    case 'heading':
      return (
        <Typography.Title key={key} level={HEADING_LEVEL[block.level]} style={{ marginTop: 16 }}>
          {renderInline(block.text, key)}
        </Typography.Title>
      );
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
      return <Typography.Paragraph key={key}>{withBreaks(block.text, key)}</Typography.Paragraph>;
  }
}

/**
 * The platform's one Markdown renderer (demand descriptions, revisions, the editor's preview): paragraphs,
 * headings, lists, quotes, code, bold, italic, inline code and links to http(s) and mailto only, opened
 * with rel="noopener noreferrer nofollow". It builds React elements and never sets HTML: raw HTML, entities
 * and scripts show as the text they are.
 */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  return (
    <div className="b2b-markdown" data-testid={testId} style={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}>
      {parseBlocks(source).map((block, n) => (
        <Fragment key={n}>{renderBlock(block, `b${n}`)}</Fragment>
      ))}
    </div>
  );
}
