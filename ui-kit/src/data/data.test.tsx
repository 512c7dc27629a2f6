import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@b2b/shared/api';
import { i18n } from '@b2b/shared/i18n';
import { Countdown } from './Countdown';
import { EventTimeline } from './EventTimeline';
import { LoadState } from './LoadState';
import { PagedList } from './PagedList';
import { InvoiceIssued, InvoiceStateTag, RefundStateTag } from './PaymentStates';
import { QueryPagedList, type PagedQuery } from './QueryPagedList';
import { usePageParam } from './use-page-param';

const show = (node: React.ReactNode, url = '/') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </I18nextProvider>,
  );

beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('Countdown', () => {
  it('shows the time left in the reader’s language, then 已截止', async () => {
    const deadline = Date.now() + 26 * 3_600_000 + 60_000;
    const { unmount } = show(<Countdown deadline={deadline} />);
    expect(screen.getByText('剩余 1 天 2 小时')).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage('en-US'));
    show(<Countdown deadline={deadline} />);
    expect(screen.getByText('1 day 2 h left')).toBeTruthy();
  });

  it('follows a clock the caller shares, and says closed once the deadline has passed', () => {
    const now = Date.now();
    show(<Countdown deadline={now + 5 * 60_000} now={now + 6 * 60_000} />);
    expect(screen.getByText('已截止')).toBeTruthy();
  });
});

describe('EventTimeline', () => {
  it('lists the newest first, whatever order it is given, each dated in the reader’s language', () => {
    const at = Date.UTC(2026, 0, 5, 3, 4);
    show(
      <EventTimeline
        events={[
          { key: 'a', at, what: '创建', who: '张三' },
          { key: 'c', at: at + 2 * 3_600_000, what: '审核通过', change: '待审核 → 已发布' },
          { key: 'b', at: at + 3_600_000, what: '提交审核', detail: '请尽快' },
        ]}
      />,
    );
    const entries = screen.getAllByTestId('timeline-event').map((e) => e.textContent);
    expect(entries).toEqual(['审核通过待审核 → 已发布', '提交审核请尽快', '创建 · 张三']);
    expect(document.body.textContent).toContain('2026年1月5日');
  });

  it('says so when there is nothing', () => {
    show(<EventTimeline events={[]} empty="暂无记录" />);
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });
});

function Pages({ shown }: { shown: number }) {
  const [page, setPage] = usePageParam();
  const location = useLocation();
  const items = Array.from({ length: shown }, (_, n) => `item-${page}-${n}`);
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <PagedList label="list" items={items} rowKey={(i) => i} render={(i) => i} page={page} pageSize={2} total={6} onPage={setPage} />
    </>
  );
}

describe('PagedList with the page in the URL', () => {
  it('reads the page from the URL and writes the page chosen into it', () => {
    show(<Pages shown={2} />, '/list?status=OPEN&page=2');
    expect(screen.getByText('item-2-0')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(screen.getByTestId('url').textContent).toBe('?status=OPEN&page=3');
    fireEvent.click(screen.getByTitle('1'));
    expect(screen.getByTestId('url').textContent).toBe('?status=OPEN');
  });

  it('steps back a page that has become empty', () => {
    show(<Pages shown={0} />, '/list?page=3');
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('ignores a page parameter that is not a page', () => {
    show(<Pages shown={2} />, '/list?page=-4');
    expect(screen.getByText('item-1-0')).toBeTruthy();
  });
});

describe('LoadState', () => {
  it('spins while loading, then offers a retry with the server’s reason', () => {
    const retry = jest.fn();
    const { rerender } = show(<LoadState onRetry={retry} />);
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LoadState error={new ApiError(503, '服务暂不可用')} onRetry={retry} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('服务暂不可用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalled();
  });

  it('offers no retry for something that does not exist', () => {
    show(<LoadState error={new ApiError(404, 'x', { reason: 'NOT_FOUND' })} onRetry={jest.fn()} />);
    expect(screen.getByText('找不到这项内容')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('QueryPagedList', () => {
  const query = (over: Partial<PagedQuery<string>>): PagedQuery<string> => ({
    error: null,
    isFetching: false,
    isPlaceholderData: false,
    refetch: jest.fn(),
    ...over,
  });
  const list = (q: PagedQuery<string>) => (
    <QueryPagedList
      query={q}
      empty={{ title: '还没有内容' }}
      header={<p>最新在前</p>}
      label="list"
      rowKey={(i) => i}
      render={(i) => i}
      page={1}
      pageSize={2}
      onPage={jest.fn()}
    />
  );

  it('spins while loading and while a retry runs, then shows the failure with the server’s reason and a retry', () => {
    const failed = query({ error: new ApiError(503, '服务暂不可用') });
    const { rerender } = show(list(query({ isFetching: true, error: new ApiError(503, '服务暂不可用') })));
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{list(failed)}</MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText('服务暂不可用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says an empty list is empty, without the header', () => {
    show(list(query({ data: { list: [], total: 0 } })));
    expect(screen.getByText('还没有内容')).toBeTruthy();
    expect(screen.queryByText('最新在前')).toBeNull();
  });

  it('shows the header and the page, busy only while another page loads', () => {
    const { container, unmount } = show(list(query({ data: { list: ['a', 'b'], total: 3 }, isFetching: true })));
    expect(screen.getByText('最新在前')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'list' })).getAllByRole('listitem')).toHaveLength(2);
    // A page fetched again in the background is not busy: the list stays as it is.
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    unmount();
    const paging = show(list(query({ data: { list: ['a', 'b'], total: 3 }, isFetching: true, isPlaceholderData: true })));
    expect(paging.container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});

describe('refund and invoice states', () => {
  it('names each state in the reader’s language; an issued invoice of a refunded order is void', async () => {
    show(
      <>
        <RefundStateTag refund={{ state: 'REJECTED' }} />
        <InvoiceStateTag invoice={{ state: 'ISSUED', void: true }} />
        <InvoiceIssued invoice={{ number: '25110000000087654321', issueDate: '2026-11-20' }} />
        <InvoiceIssued invoice={{ number: null, issueDate: null }} />
      </>,
    );
    expect(screen.getByText('退款申请未通过')).toBeTruthy();
    expect(screen.getByText('发票已作废（订单已退款）')).toBeTruthy();
    expect(screen.getByText('发票号码 25110000000087654321，开票日期 2026年11月20日')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Refund declined')).toBeTruthy();
    expect(screen.getByText('No. 25110000000087654321, issued Nov 20, 2026')).toBeTruthy();
  });
});
