import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import '../i18n';
import { Countdown } from './Countdown';
import { DemandStatusTag } from './DemandStatusTag';
import { Markdown } from './markdown/Markdown';
import { Money } from './Money';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('Markdown', () => {
  it('renders headings, lists, emphasis, inline code and paragraphs', () => {
    const { container } = show(<Markdown source={'# 标题\n\n一段 **加粗** 和 *斜体* 与 `code`\n\n- 甲\n- 乙\n\n1. 一\n2. 二'} />);
    expect(container.querySelector('h3')?.textContent).toBe('标题');
    expect(container.querySelector('strong')?.textContent).toBe('加粗');
    expect(container.querySelector('em')?.textContent).toBe('斜体');
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('never interprets HTML', () => {
    const { container } = show(<Markdown source={'<img src=x onerror="alert(1)"><script>alert(2)</script> **ok**'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('links only http(s), opened with rel=noopener', () => {
    const { container } = show(
      <Markdown source={'[好](https://example.com/a) [坏](javascript:alert(1)) [坏2](data:text/html,x) 裸链接 https://example.org/x.'} />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a', 'https://example.org/x']);
    for (const a of links) expect(a.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('坏').tagName).toBe('SPAN');
  });

  it('keeps snake_case words as they are', () => {
    const { container } = show(<Markdown source={'use some_variable_name here'} />);
    expect(container.querySelector('em')).toBeNull();
  });
});

describe('Money', () => {
  it('formats a range in the reader language', async () => {
    show(<Money amount={100000} max={300000} currency="CNY" />);
    expect(screen.getByText('¥100,000 – ¥300,000')).toBeTruthy();
  });

  it('shows one amount when min equals max, in US dollars in English', async () => {
    await i18n.changeLanguage('en-US');
    show(<Money amount={5000} max={5000} currency="USD" />);
    expect(screen.getByText('$5,000')).toBeTruthy();
  });
});

describe('Countdown and status', () => {
  it('shows the time left, then 已截止', () => {
    const { rerender } = show(<Countdown deadline={Date.now() + 26 * 3_600_000 + 60_000} />);
    expect(screen.getByText('剩 1 天 2 小时')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Countdown deadline={Date.now() - 1000} />
      </I18nextProvider>,
    );
    expect(screen.getByText('已截止')).toBeTruthy();
  });

  it('derives CLOSED from a published demand past its deadline', () => {
    show(<DemandStatusTag status="PUBLISHED" deadline={Date.now() - 1000} />);
    expect(screen.getByText('已截止')).toBeTruthy();
  });
});
