import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, PAYMENTS_API, type InvoiceRequest, type Order } from '@b2b/shared/contract';
import { downloadBlob } from '@b2b/shared/upload';
import { mockApi } from '@test/api-mock';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { MembershipPage } from './MembershipPage';
import '../../i18n';

jest.mock('@b2b/shared/upload', () => ({ ...jest.requireActual('@b2b/shared/upload'), downloadBlob: jest.fn(() => Promise.resolve()) }));

const server = mockApi();
const paged = (list: Order[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
const NONE = { pay: false, cancel: false, invoice: false, requestRefund: false };

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'o1',
  planId: 'VIP_MONTH',
  level: 'VIP',
  period: 'MONTH',
  days: 30,
  amount: 199,
  currency: 'CNY',
  status: 'FULFILLED',
  buyer: 'Li Lei',
  createdAt: Date.UTC(2026, 10, 20, 2),
  paidAt: Date.UTC(2026, 10, 20, 2),
  fulfilledAt: Date.UTC(2026, 10, 20, 2),
  membershipAfter: null,
  invoice: null,
  refund: null,
  events: [],
  can: NONE,
  ...overrides,
});

const invoice = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  title: '星河科技有限公司',
  taxNumber: '91110108MA01ABCD2X',
  email: 'finance@galaxy.cn',
  createdAt: Date.UTC(2026, 10, 21),
  state: 'ISSUED',
  number: '25110000000087654321',
  issueDate: '2026-11-22',
  rejectReason: null,
  decidedAt: Date.UTC(2026, 10, 22),
  void: false,
  ...overrides,
});

describe('the membership page: refunds and invoices', () => {
  it('asks for a refund of a paid order with a reason', async () => {
    const refundPath = apiPath(PAYMENTS_API.refundRequest, { id: 'o1' });
    server.answer('get', { [PAYMENTS_API.orders]: paged([order({ can: { ...NONE, requestRefund: true } })]) });
    server.answer('post', {
      [refundPath]: order({ refund: { state: 'REQUESTED', requestReason: '误购', requestedAt: 1, reason: null, decidedAt: null } }),
    });
    await renderPage(<MembershipPage />, { user: DEMO_USERS.devMain, path: '/account/payment' });
    fireEvent.click(await screen.findByTestId('order-refund'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/付款后 7 天内可申请退款/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请填写退款原因（2–500 个字）')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('refund-reason'), { target: { value: ' 误购了月度套餐 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith(refundPath, { reason: '误购了月度套餐' }, { silent: true }));
  });

  it('shows each order’s refund and invoice as they stand: declined with the reason, issued with its PDF, void once refunded', async () => {
    const declined = order({
      id: 'o1',
      refund: { state: 'REJECTED', requestReason: '误购', requestedAt: 1, reason: 'Membership already used', decidedAt: 2 },
      invoice: invoice(),
    });
    const refunded = order({
      id: 'o2',
      status: 'REFUNDED',
      refund: { state: 'SUCCEEDED', requestReason: null, requestedAt: null, reason: 'Duplicate payment', decidedAt: 2 },
      invoice: invoice({ number: '12345678', void: true }),
    });
    server.answer('get', { [PAYMENTS_API.orders]: paged([declined, refunded]) });
    await renderPage(<MembershipPage />, { user: DEMO_USERS.devMain, path: '/account/payment', lang: 'en-US' });
    const [first, second] = await screen.findAllByTestId('order-extras');
    expect(within(first).getByText('Refund declined')).toBeTruthy();
    expect(within(first).getByText('Reason: Membership already used')).toBeTruthy();
    expect(within(first).getByText('Invoice issued')).toBeTruthy();
    expect(within(first).getByText('No. 25110000000087654321, issued Nov 22, 2026')).toBeTruthy();
    fireEvent.click(within(first).getByTestId('invoice-download'));
    expect(downloadBlob).toHaveBeenCalledWith(apiPath(PAYMENTS_API.invoiceFile, { id: 'o1' }), 'invoice-25110000000087654321.pdf');
    expect(within(second).getByTestId('refund-state').textContent).toBe('Reason: Duplicate payment');
    expect(within(second).getByText('Invoice void (order refunded)')).toBeTruthy();
    expect(within(second).queryByTestId('invoice-download')).toBeNull();
    expect(screen.queryByText('ISSUED')).toBeNull();
  });
});
