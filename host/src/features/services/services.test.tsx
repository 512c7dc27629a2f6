import { screen, within } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import ServicesPage from './ServicesPage';

const card = (key: string) => screen.getByTestId(`service-${key}`);
const hrefs = (key: string) =>
  within(card(key))
    .queryAllByRole('link')
    .map((a) => a.getAttribute('href'));

async function show(user: UserInfo | null) {
  if (!user) useSession.setState({ user: null, status: 'anonymous' });
  await renderPage(<ServicesPage />, { user: user ?? undefined, lang: 'en-US' });
}

describe('services: what each gives and how to get it from here', () => {
  it('offers a visitor sign-in on the way to each service, and the member benefits', async () => {
    await show(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Certification',
      'Promotion',
      'Customer service',
      'Translation in chat',
      'Membership',
    ]);
    expect(hrefs('customerService')).toEqual(['/auth/login?redirect=%2Fchat-customer']);
    expect(hrefs('membership')).toEqual(['/vip']);
  });

  it('opens customer service and chat translation for a pay member', async () => {
    await show(DEMO_USERS.devMain);
    expect(hrefs('customerService')).toEqual(['/chat-customer']);
    expect(hrefs('translation')).toEqual(['/chat']);
    expect(hrefs('promotion')).toEqual(['/account/promotion']);
  });

  it('explains the membership customer service needs to a member who is not a paying one', async () => {
    await show(DEMO_USERS.ordinaryDev);
    expect(within(card('customerService')).getByTestId('service-needs-customerService').textContent).toBe(
      'This service needs a VIP or SVIP membership.',
    );
    expect(hrefs('customerService')).toEqual(['/vip']);
  });

  it('tells a supplier sub-account certification is for the main account', async () => {
    await show(DEMO_USERS.supReq);
    expect(hrefs('certification')).toEqual([]);
    expect(within(card('certification')).getByText('For the main account of an approved supplier.')).toBeTruthy();
  });

  it('gives staff their customer-service desk', async () => {
    await show(DEMO_USERS.staff);
    expect(hrefs('customerService')).toEqual(['/chat-customer']);
  });
});
