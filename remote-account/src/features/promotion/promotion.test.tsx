import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROMOTION_API, type PromotionOverview, type PromotionStats } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { PromotionPage } from './PromotionPage';
import '../../i18n';

const api = mockApi();
const DAY = 24 * 60 * 60_000;
const END = Date.UTC(2026, 11, 31, 4);

function overview(overrides: Partial<PromotionOverview> = {}): PromotionOverview {
  return {
    placement: { level: 'VIP', expires: END, promoted: true, where: ['showcase', 'directory'] },
    invite: {
      code: 'K7PQ2MXA',
      creditDays: 7,
      limit: 20,
      uses: [{ companyName: '北风数字工作室', companyNameEn: 'Northwind Digital Studio', at: Date.UTC(2026, 10, 7, 4), creditDays: 7 }],
    },
    redeemed: null,
    redeemUntil: null,
    ...overrides,
  };
}

/** `days` days ending on Nov 27, 2026, the exposure rising by one a day and visits half of it. */
function stats(days: number): PromotionStats {
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 27) - (days - 1 - i) * DAY).toISOString().slice(0, 10);
    return { day, exposures: i % 10, visits: Math.floor((i % 10) / 2) };
  });
  const sum = (key: 'exposures' | 'visits') => series.reduce((total, day) => total + day[key], 0);
  return { days, series, totals: { exposures: sum('exposures'), visits: sum('visits') } };
}

const answerStats = () => (params: { days: number }) => stats(params.days);

describe('the promotion page', () => {
  it('shows the placement, the chart of 7 days and the invite code with its uses; the switch draws 30 days', async () => {
    api.answer('get', { [PROMOTION_API.overview]: overview(), [PROMOTION_API.stats]: answerStats() });
    await renderPage(<PromotionPage />, { user: DEMO_USERS.supMain, lang: 'en-US', path: '/account/promotion' });
    const placement = await screen.findByTestId('promotion-placement');
    expect(within(placement).getByText('VIP member')).toBeTruthy();
    expect(within(placement).getByTestId('promotion-state').textContent).toBe('Promoted');
    expect(
      within(placement).getByText(
        'Included in your membership until Dec 31, 2026: your company is listed first and marked “Promoted” in the showcase windows and Onboarded Suppliers.',
      ),
    ).toBeTruthy();
    expect(within(placement).getByRole('link', { name: 'Renew membership' }).getAttribute('href')).toBe('/account/payment');

    const chart = await screen.findByRole('img', { name: /from Nov 21, 2026 to Nov 27, 2026: 21 exposure and 9 visits/ });
    expect(within(chart as unknown as HTMLElement).getAllByTestId('chart-bar')).toHaveLength(7);
    expect(within(screen.getByTestId('stats-exposures')).getByText('21')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(PROMOTION_API.stats, { days: 7 }, expect.anything());

    fireEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(screen.getAllByTestId('chart-bar')).toHaveLength(30));
    expect(api.get).toHaveBeenCalledWith(PROMOTION_API.stats, { days: 30 }, expect.anything());
    expect(screen.getByRole('img', { name: /from Oct 29, 2026 to Nov 27, 2026/ })).toBeTruthy();

    const invite = screen.getByTestId('promotion-invite');
    expect(within(invite).getByTestId('invite-code').textContent).toContain('K7PQ2MXA');
    expect(within(invite).getByRole('button', { name: /Copy code/ })).toBeTruthy();
    expect(within(invite).getByTestId('invite-link').textContent).toContain(`${window.location.origin}/auth/register?invite=K7PQ2MXA`);
    expect(within(invite).getByRole('button', { name: /Copy link/ })).toBeTruthy();
    expect(within(invite).getByText('Used by 1 of 20 companies')).toBeTruthy();
    expect(within(invite).getByText('Northwind Digital Studio')).toBeTruthy();
    expect(within(invite).getByText('Nov 7, 2026 · +7 days VIP for both')).toBeTruthy();
    expect(within(invite).queryByTestId('invite-redeem')).toBeNull();
  });

  it('tells an ordinary developer what promotion is, and redeems a code: a refusal under the field, then the credit', async () => {
    let current = overview({
      placement: { level: 'ORDINARY', expires: null, promoted: false, where: ['showcase'] },
      invite: { code: 'ABCD2345', creditDays: 7, limit: 20, uses: [] },
      redeemUntil: END,
    });
    api.answer('get', { [PROMOTION_API.overview]: () => current, [PROMOTION_API.stats]: answerStats() });
    api.answer('post', {
      [PROMOTION_API.redeem]: (body: { code: string }) => {
        if (body.code !== 'K7PQ2MXA') return apiError('INVITE_CODE_UNKNOWN', '邀请码不存在，请核对后重试', { fields: ['/code'] }, 404);
        current = {
          ...current,
          placement: { level: 'VIP', expires: END, promoted: true, where: ['showcase'] },
          redeemed: { companyName: '星河科技', companyNameEn: null, at: Date.UTC(2026, 10, 27, 4), creditDays: 7 },
          redeemUntil: null,
        };
        return current;
      },
    });
    await renderPage(<PromotionPage />, { user: DEMO_USERS.ordinaryDev, lang: 'zh-CN' });
    const placement = await screen.findByTestId('promotion-placement');
    expect(within(placement).getByTestId('promotion-state').textContent).toBe('未推广');
    expect(within(placement).getByText('VIP 和 SVIP 会员在会员有效期内于「展示橱窗」中排在前列并标记为「推广」。')).toBeTruthy();
    expect(within(screen.getByTestId('promotion-invite')).getByText('还没有企业使用贵公司的邀请码。')).toBeTruthy();

    const form = screen.getByTestId('invite-redeem');
    expect(within(form).getByText(/请在 2026年12月31日 前填写/)).toBeTruthy();
    const input = within(form).getByLabelText('邀请码');
    fireEvent.change(input, { target: { value: 'nope!' } });
    fireEvent.click(within(form).getByRole('button', { name: '使用邀请码' }));
    expect(await within(form).findByText('请输入 4–16 位字母或数字')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'ZZZZ9999' } });
    fireEvent.click(within(form).getByRole('button', { name: '使用邀请码' }));
    expect(await within(form).findByText('邀请码不存在，请核对后重试')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'K7PQ2MXA' } });
    fireEvent.click(within(form).getByRole('button', { name: '使用邀请码' }));
    expect(await screen.findByTestId('invite-redeemed')).toBeTruthy();
    expect(screen.getByText('贵公司于 2026年11月27日 使用了「星河科技」的邀请码，获得 7 天 VIP 会员。')).toBeTruthy();
    expect(screen.queryByTestId('invite-redeem')).toBeNull();
    expect(within(screen.getByTestId('promotion-placement')).getByTestId('promotion-state').textContent).toBe('推广中');
  });

  it('shows a failed statistics call inline, with a retry', async () => {
    let fail = true;
    api.answer('get', {
      [PROMOTION_API.overview]: overview(),
      [PROMOTION_API.stats]: (params: { days: number }) => (fail ? apiError('INTERNAL', 'Server error', {}, 500) : stats(params.days)),
    });
    await renderPage(<PromotionPage />, { user: DEMO_USERS.supMain, lang: 'en-US' });
    const retry = await within(screen.getByTestId('promotion-stats')).findByRole('button', { name: /retry/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('chart-bar')).toHaveLength(7);
  });
});
