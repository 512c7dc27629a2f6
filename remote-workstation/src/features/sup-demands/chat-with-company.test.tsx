import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHAT_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { response } from './fixtures';
import '../../i18n';
import { ChatWithCompany } from '../../components';

const server = mockApi();
const R = response({ id: 'r1', chatCompanyId: 'acme' });

describe('chat with this company', () => {
  it('opens the conversation with the other party of the response and goes to it', async () => {
    server.answer('post', { [CHAT_API.withCompany]: { conversationId: 'conv-1' } });
    await renderPage(<ChatWithCompany response={R} />, { user: user({ role: 'SUP', memberLevel: 'VIP' }), path: '/responses' });
    fireEvent.click(screen.getByRole('button', { name: /与该企业沟通/ }));
    expect(await navigatedTo()).toBe('/chat?c=conv-1');
    expect(server.post).toHaveBeenCalledWith(CHAT_API.withCompany, { companyId: 'acme', responseId: 'r1' });
  });

  it('tells a caller without chat what it needs and where to get it, calling nothing', async () => {
    await renderPage(<ChatWithCompany response={R} />, {
      user: user({ role: 'SUP', memberLevel: 'ORDINARY' }),
      path: '/responses',
      lang: 'en-US',
    });
    fireEvent.click(screen.getByRole('button', { name: /Chat with this company/ }));
    expect(await screen.findByText('VIP members only')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade/ }).getAttribute('href')).toBe('/vip');
    await waitFor(() => expect(server.post).not.toHaveBeenCalled());
  });

  it('shows nothing while the response links nobody (withdrawn, sealed, blind)', async () => {
    await renderPage(<ChatWithCompany response={{ ...R, chatCompanyId: null }} />, { user: user({ role: 'SUP', memberLevel: 'VIP' }) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
