/** A block of Markdown: what the renderer draws. Raw HTML has no block of its own: it stays text. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;

/** Splits Markdown into blocks: headings, paragraphs, lists, quotes, fenced code and rules. */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const collect = (pattern: RegExp) => {
    const out: string[] = [];
    for (let m = pattern.exec(lines[i]); i < lines.length && m; m = pattern.exec(lines[++i] ?? '')) out.push(m[1]);
    return out;
  };
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (!line.trim()) {
      i++;
    } else if (fence) {
      const end = lines.findIndex((l, n) => n > i && l.trim().startsWith(fence[1]));
      const stop = end === -1 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)!;
      blocks.push({ kind: 'heading', level: hashes.length, text });
      i++;
    } else if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
    } else if (QUOTE.test(line)) {
      blocks.push({ kind: 'quote', lines: collect(QUOTE) });
    } else if (BULLET.test(line)) {
      blocks.push({ kind: 'list', ordered: false, items: collect(BULLET) });
    } else if (NUMBERED.test(line)) {
      blocks.push({ kind: 'list', ordered: true, items: collect(NUMBERED) });
    } else {
      const start = i;
      while (
        i < lines.length &&
        lines[i].trim() &&
        !FENCE.test(lines[i]) &&
        !HEADING.test(lines[i]) &&
        !QUOTE.test(lines[i]) &&
        !BULLET.test(lines[i]) &&
        !NUMBERED.test(lines[i])
      )
        i++;
      blocks.push({ kind: 'paragraph', lines: lines.slice(start, i) });
    }
  }
  return blocks;
}
