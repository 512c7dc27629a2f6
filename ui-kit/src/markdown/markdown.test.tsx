import { render } from '@testing-library/react';
import { Markdown } from './Markdown';
import { PlainMarkdown } from './PlainMarkdown';

// Both drawings of the one renderer (antd's typography, plain tags) pass every test.
const RENDERERS = [
  ['Markdown', Markdown],
  ['PlainMarkdown', PlainMarkdown],
] as const;
let Renderer: (typeof RENDERERS)[number][1] = Markdown;
const draw = (source: string) => render(<Renderer source={source} />).container;
const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe.each(RENDERERS)('%s', (_name, renderer) => {
  beforeEach(() => {
    Renderer = renderer;
  });

  it('renders headings, lists, quotes, code, emphasis and paragraphs', () => {
    const root = draw('# 标题\n\n一段 **加粗** 和 *斜体* 与 `code`\n\n- 甲\n- 乙\n\n1. 一\n2. 二\n\n> 引用\n\n```\nx < y\n```');
    expect(root.querySelector('h3')?.textContent).toBe('标题');
    expect(root.querySelector('strong')?.textContent).toBe('加粗');
    expect(root.querySelector('em')?.textContent).toBe('斜体');
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('blockquote')?.textContent).toBe('引用');
    expect(root.querySelector('pre code')?.textContent).toBe('x < y');
  });

  it('links http(s) and mailto only, each in a new tab with rel="noopener noreferrer nofollow"', () => {
    const root = draw('[site](https://example.com/a) [mail](mailto:sales@example.com) bare https://example.org/x.');
    expect(hrefs(root)).toEqual(['https://example.com/a', 'mailto:sales@example.com', 'https://example.org/x']);
    for (const a of root.querySelectorAll('a')) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
  });
});

describe.each(RENDERERS)('%s against script injection', (_name, renderer) => {
  beforeEach(() => {
    Renderer = renderer;
  });

  const attacks: [string, string][] = [
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['a javascript: link behind an entity', '[click](jav&#x61;script:alert(1))'],
    ['a javascript: link behind a percent escape', '[click](%6A%61vascript:alert(1))'],
    ['a data: URL', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a protocol-relative link', '[click](//evil.example/x)'],
    ['a quote breaking out of the attribute', '[click](https://a.example/"onmouseover="alert(1))'],
    ['a backslash trick', '[click](https:\\\\evil.example)'],
  ];

  it.each(attacks)('draws no link for %s: only the label, as text', (_, source) => {
    const root = draw(source);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click');
  });

  it('never creates an element from HTML in the text: tags, handlers and scripts stay visible text', () => {
    const source =
      '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n<a href="javascript:alert(3)">x</a> <iframe src="data:text/html,x"></iframe>\n\n**<svg onload=alert(4)>**';
    const root = draw(source);
    expect(root.querySelector('img, script, iframe, svg, a')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.textContent).toContain('<svg onload=alert(4)>');
    expect([...root.querySelectorAll('*')].some((el) => [...el.attributes].some((attr) => attr.name.startsWith('on')))).toBe(false);
  });

  it('does not decode entities: &lt;script&gt; stays the characters typed', () => {
    const root = draw('&lt;script&gt;alert(1)&lt;/script&gt; &#106;avascript:');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &#106;avascript:');
  });

  it('keeps a link label harmless: markup inside it is text', () => {
    const root = draw('[<img src=x onerror=alert(1)>](https://example.com)');
    expect(hrefs(root)).toEqual(['https://example.com']);
    expect(root.querySelector('img')).toBeNull();
  });
});

describe.each(RENDERERS)('%s and words', (_name, renderer) => {
  beforeEach(() => {
    Renderer = renderer;
  });

  it('keeps snake_case words as they are', () => {
    expect(draw('use some_variable_name here').querySelector('em')).toBeNull();
  });
});
