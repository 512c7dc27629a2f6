import { MarkdownBlocks, type BlockParts } from './render-blocks';

const PLAIN_PARTS: BlockParts = {
  heading: (level, children, key) => {
    const Tag = `h${level}` as const;
    return (
      <Tag key={key} style={{ margin: '16px 0 8px' }}>
        {children}
      </Tag>
    );
  },
  paragraph: (children, key) => (
    <p key={key} style={{ margin: '0 0 12px' }}>
      {children}
    </p>
  ),
};

/**
 * The same Markdown as `Markdown`, the same rules and links, drawn in plain tags: for the pages that paint
 * without antd (the bulletin). Import it by its own path (`@b2b/ui-kit/src/markdown/PlainMarkdown`), so such a
 * page never reaches antd through the package's index.
 */
export function PlainMarkdown({ source, testId }: { source: string; testId?: string }) {
  return <MarkdownBlocks source={source} testId={testId} parts={PLAIN_PARTS} />;
}
