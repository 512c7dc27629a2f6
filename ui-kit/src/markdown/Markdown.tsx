import { Typography } from 'antd';
import { MarkdownBlocks, type BlockParts } from './render-blocks';

const ANTD_PARTS: BlockParts = {
  heading: (level, children, key) => (
    <Typography.Title key={key} level={level} style={{ marginTop: 16 }}>
      {children}
    </Typography.Title>
  ),
  paragraph: (children, key) => <Typography.Paragraph key={key}>{children}</Typography.Paragraph>,
};

/**
 * The platform's one Markdown renderer (demand descriptions, revisions, the editor's preview) in antd's
 * typography; `PlainMarkdown` draws the same elements without antd. See `MarkdownBlocks` for what it draws.
 */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  return <MarkdownBlocks source={source} testId={testId} parts={ANTD_PARTS} />;
}
