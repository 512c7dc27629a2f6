import { screen } from '@testing-library/react';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { CustomerPage } from './CustomerPage';

describe('customer service', () => {
  it('names the platform staff and says honestly that the conversation is not open yet', async () => {
    await renderPage(<CustomerPage />, { user: user({ customers: [{ id: 's1', nickname: '平台客服小李' }] }) });
    expect(screen.getByText('平台客服小李')).toBeTruthy();
    expect(screen.getByText('在线客服会话尚未开放')).toBeTruthy();
  });
});
