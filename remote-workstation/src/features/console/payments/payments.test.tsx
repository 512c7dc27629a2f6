import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError } from '@test/fixtures';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { apiPath, PAYMENTS_API, type StaffOrder } from '@b2b/shared/contract';
import { PaymentsSection } from './components/PaymentsSection';

const server = mockApi();
const ID = '00000000-0000-4000-8000-000000000009';

const order = (extra: Partial<StaffOrder> = {}): StaffOrder => ({
  id: ID,
  companyId: 'c1',
  companyName: '星河科技有限公司',
  planId: 'VIP_MONTH',
  level: 'VIP',
  period: 'MONTH',
  amount: 199,
  currency: 'CNY',
  status: 'FULFILLED',
  paidAt: Date.UTC(2026, 10, 20),
  invoice: null,
  refund: { state: 'REQUESTED', requestReason: '误购了月度套餐', requestedAt: Date.UTC(2026, 10, 21), reason: null, decidedAt: null },
  can: { refund: true, rejectRefund: true, issueInvoice: false },
  ...extra,
});
const paged = (list: StaffOrder[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
const invoice = {
  title: '星河科技有限公司',
  taxNumber: '91110108MA01ABCD2X',
  email: 'finance@galaxy.cn',
  createdAt: Date.UTC(2026, 10, 21),
  state: 'REQUESTED' as const,
  number: null,
  issueDate: null,
  rejectReason: null,
  decidedAt: null,
  void: false,
};

describe('the console: payments', () => {
  it('shows a refund request with the company reason; staff refund it with a reason (a server refusal stays in the dialog)', async () => {
    let fail = true;
    server.answer('get', { [PAYMENTS_API.staffRefunds]: paged([order()]), [PAYMENTS_API.staffInvoices]: paged([]) });
    server.answer('post', {
      [apiPath(PAYMENTS_API.staffRefund, { id: ID })]: () => {
        if (fail) {
          fail = false;
          return apiError('STATE_CONFLICT', 'The order can no longer be changed this way', {}, 409);
        }
        return order({ refund: { ...order().refund!, state: 'PENDING', reason: 'Checked' } });
      },
    });
    await renderPage(<PaymentsSection />, { lang: 'en-US' });
    expect(await screen.findByText("Company's reason: 误购了月度套餐")).toBeTruthy();
    expect(screen.queryByText('REQUESTED')).toBeNull();
    fireEvent.click(screen.getByTestId(`refund-${ID}`));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText('Enter a reason (2–500 characters)')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('decision-reason'), { target: { value: '  Checked  ' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText('The order can no longer be changed this way')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() =>
      expect(server.post).toHaveBeenLastCalledWith(apiPath(PAYMENTS_API.staffRefund, { id: ID }), { reason: 'Checked' }, { silent: true }),
    );
  });

  it('lists invoice requests in Chinese and declines one with a reason', async () => {
    const waiting = order({ refund: null, invoice, can: { refund: true, rejectRefund: false, issueInvoice: true } });
    server.answer('get', { [PAYMENTS_API.staffRefunds]: paged([]), [PAYMENTS_API.staffInvoices]: paged([waiting]) });
    server.answer('post', { [apiPath(PAYMENTS_API.staffRejectInvoice, { id: ID })]: waiting });
    await renderPage(<PaymentsSection />);
    expect(await screen.findByText('暂无待处理的退款申请')).toBeTruthy();
    fireEvent.click(screen.getByText('发票申请'));
    expect(await screen.findByText('星河科技有限公司 · 税号 91110108MA01ABCD2X · 发送至 finance@galaxy.cn')).toBeTruthy();
    expect(screen.getByTestId(`issue-${ID}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /拒\s*绝/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('拒绝发票申请')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('decision-reason'), { target: { value: '税号与抬头不符' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        apiPath(PAYMENTS_API.staffRejectInvoice, { id: ID }),
        { reason: '税号与抬头不符' },
        { silent: true },
      ),
    );
  });
});
