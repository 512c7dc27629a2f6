import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, IDEMPOTENCY_HEADER, PAYMENTS_API, type Order } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS, user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { leaveForCheckout } from './lib/leave-for-checkout';
import { MembershipPage } from './MembershipPage';
import '../../i18n';

jest.mock('./lib/leave-for-checkout', () => ({ leaveForCheckout: jest.fn() }));

const server = mockApi();
const DAY = 24 * 3_600_000;
const paged = (list: Order[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    planId: 'VIP_YEAR',
    level: 'VIP',
    period: 'YEAR',
    days: 365,
    amount: 1699,
    currency: 'CNY',
    status: 'CREATED',
    buyer: 'Li Lei',
    createdAt: Date.UTC(2026, 10, 20, 2),
    paidAt: null,
    fulfilledAt: null,
    membershipAfter: null,
    invoice: null,
    refund: null,
    events: [
      {
        id: 'e1',
        action: 'CREATED',
        actor: 'Li Lei',
        fromStatus: null,
        toStatus: 'CREATED',
        providerEvent: null,
        reason: null,
        createdAt: Date.UTC(2026, 10, 20, 2),
      },
    ],
    can: { pay: true, cancel: true, invoice: false, requestRefund: false },
    ...overrides,
  };
}

describe('the membership page', () => {
  it('shows the level, its end with a warning 7 days ahead, the plans to renew and the orders with labelled states', async () => {
    const member = { ...DEMO_USERS.devMain, memberLevel: 'VIP' as const, memberExpires: Date.now() + 3 * DAY };
    const fulfilled = order({ id: 'o2', status: 'FULFILLED', can: { pay: false, cancel: false, invoice: true, requestRefund: false } });
    server.answer('get', { [PAYMENTS_API.orders]: paged([order(), fulfilled]) });
    await renderPage(<MembershipPage />, { user: member, lang: 'en-US', path: '/account/payment' });
    expect(screen.getByText('VIP member')).toBeTruthy();
    expect(within(screen.getByTestId('membership-expiring')).getByText('Your membership ends in 3 days')).toBeTruthy();
    expect(screen.getByText('Renew or upgrade')).toBeTruthy();
    expect(screen.getByTestId('plan-VIP_MONTH')).toBeTruthy();
    expect(screen.queryByTestId('plan-ORDINARY')).toBeNull();
    const statuses = (await screen.findAllByTestId('order-status')).map((tag) => tag.textContent);
    expect(statuses).toEqual(['Awaiting payment', 'Completed']);
    expect(screen.queryByText('CREATED')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request invoice' })).toBeTruthy();
  });

  it('buys the plan chosen on the vip page: one order per attempt (a retry keeps its key), then off to the checkout', async () => {
    const keys: string[] = [];
    let failOnce = true;
    server.answer('get', { [PAYMENTS_API.orders]: paged([]) });
    server.answer('post', {
      [PAYMENTS_API.orders]: (body: unknown, config: { headers: Record<string, string> }) => {
        keys.push(config.headers[IDEMPOTENCY_HEADER]);
        expect(body).toEqual({ planId: 'SVIP_QUARTER' });
        if (failOnce) {
          failOnce = false;
          return apiError('INTERNAL', '服务器发生错误', {}, 500);
        }
        return order({ id: 'o9', planId: 'SVIP_QUARTER' });
      },
      [apiPath(PAYMENTS_API.checkout, { id: 'o9' })]: { url: '/api/payments/sandbox/checkout/tok' },
    });
    await renderPage(<MembershipPage />, {
      user: DEMO_USERS.ordinaryDev,
      route: '/account/payment?plan=SVIP_QUARTER',
      path: '/account/payment',
    });
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect((within(screen.getByTestId('plan-SVIP_QUARTER')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('pay-plan'));
    expect(await screen.findByText('服务器发生错误')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-plan'));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('/api/payments/sandbox/checkout/tok'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
  });

  it('back from the checkout: follows the order until it is settled, then loads the user again (pay-member pages open)', async () => {
    const sync = apiPath(PAYMENTS_API.sync, { id: 'o1' });
    const paid = order({
      status: 'FULFILLED',
      membershipAfter: { level: 'VIP', expires: Date.UTC(2027, 10, 20, 12) },
      can: { pay: false, cancel: false, invoice: true, requestRefund: false },
    });
    server.answer('post', { [sync]: paid });
    server.answer('get', {
      [PAYMENTS_API.orders]: paged([paid]),
      [API.userInfo]: user({ memberLevel: 'VIP', memberExpires: Date.UTC(2027, 10, 20, 12) }),
    });
    useSession.getState().applySession({ token: 't1', expires: Date.now() + 3_600_000, user: DEMO_USERS.ordinaryDev });
    await renderPage(<MembershipPage />, { route: '/account/payment?order=o1', path: '/account/payment', lang: 'en-US' });
    expect(await screen.findByText('Payment received: your membership is active')).toBeTruthy();
    expect(screen.getByText('VIP member until Nov 20, 2027.')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.memberLevel).toBe('VIP'));
  });

  it('requests an invoice on a paid order', async () => {
    const paid = order({ status: 'FULFILLED', can: { pay: false, cancel: false, invoice: true, requestRefund: false } });
    const invoice = apiPath(PAYMENTS_API.invoice, { id: 'o1' });
    server.answer('get', { [PAYMENTS_API.orders]: paged([paid]) });
    server.answer('post', { [invoice]: order({ status: 'FULFILLED' }) });
    await renderPage(<MembershipPage />, { user: DEMO_USERS.devMain, path: '/account/payment' });
    fireEvent.click(await screen.findByRole('button', { name: '申请发票' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('发票抬头（公司名称）'), { target: { value: '星河科技有限公司' } });
    fireEvent.change(within(dialog).getByLabelText('税号'), { target: { value: '91110108MA01ABCD2X' } });
    fireEvent.change(within(dialog).getByLabelText('发票接收邮箱'), { target: { value: 'finance@galaxy.cn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        invoice,
        { title: '星河科技有限公司', taxNumber: '91110108MA01ABCD2X', email: 'finance@galaxy.cn' },
        { silent: true },
      ),
    );
  });
});
