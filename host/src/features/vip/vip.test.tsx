import { screen, within } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import VipPage from './VipPage';

const prices = (level: 'VIP' | 'SVIP') => within(screen.getByTestId(`vip-prices-${level}`));

describe('the vip page', () => {
  it('shows every visitor the plans by period with prices, without buying', async () => {
    await renderPage(<VipPage />, { lang: 'en-US' });
    expect(prices('VIP').getByText('1 month')).toBeTruthy();
    expect(prices('VIP').getByText('CN¥1,699')).toBeTruthy();
    expect(prices('SVIP').getByText('CN¥4,999')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('offers an ordinary main account "buy" for each plan, leading to its membership page with the plan', async () => {
    await renderPage(<VipPage />, { user: DEMO_USERS.ordinaryDev, lang: 'zh-CN' });
    const buy = prices('SVIP').getByRole('link', { name: '购买 SVIP 会员 · 1 年' });
    expect(buy.getAttribute('href')).toBe('/account/payment?plan=SVIP_YEAR');
    expect(prices('VIP').getAllByRole('link')).toHaveLength(3);
  });

  it('offers a VIP main account renewal of VIP and an upgrade to SVIP', async () => {
    await renderPage(<VipPage />, { user: { ...DEMO_USERS.ordinaryDev, memberLevel: 'VIP' }, lang: 'en-US' });
    expect(prices('VIP').getAllByRole('link', { name: /^Renew/ })).toHaveLength(3);
    expect(prices('SVIP').getAllByRole('link', { name: /^Buy/ })).toHaveLength(3);
  });

  it('tells a sub-account that its main account buys', async () => {
    await renderPage(<VipPage />, { user: DEMO_USERS.devProj, lang: 'en-US' });
    expect(screen.queryAllByRole('link', { name: /^(Buy|Renew)/ })).toHaveLength(0);
    expect(screen.getByText('Membership is arranged by your company’s main account.')).toBeTruthy();
  });
});
