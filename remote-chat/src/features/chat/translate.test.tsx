import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CHAT_API, type ChatMessage, type ChatSettings } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { chatMessage } from '../../socket/test-kit';
import { ChatPage } from './ChatPage';
import { setChatClient } from './lib/chat-instance';
import { contact, fakeChatClient } from './test-kit';

const server = mockApi();
const me = user({ userId: 'u1', memberLevel: 'VIP' });
const paged = <T,>(list: T[], pageSize = 50) => ({ list, total: list.length, page: 1, pageSize });

const incoming = chatMessage({ seq: 2, body: 'The quote is attached', translation: { language: 'zh-CN', text: '报价已附上' } });
const mine = chatMessage({ seq: 1, senderId: 'u1', body: 'Please send the quote', translation: { language: 'zh-CN', text: '请发报价' } });

function serve(settings: ChatSettings, messages: ChatMessage[] = [incoming, mine]) {
  server.answer('get', {
    [CHAT_API.contacts]: paged([contact({ lastMessage: messages[0], lastSeq: 2 })]),
    [CHAT_API.friendships]: paged([]),
    [CHAT_API.groups]: paged([]),
    [apiPath(CHAT_API.history, { id: 'c1' })]: paged(messages, 30),
  });
  server.answer('post', {
    [CHAT_API.initLanguage]: (body: { language: string }) => ({ ...settings, language: body.language }),
    [CHAT_API.translateFlag]: (body: { translate: boolean }) => ({ ...settings, translate: body.translate }),
  });
}

afterEach(() => setChatClient(null));

const renderChat = () =>
  act(async () => {
    await renderPage(<ChatPage />, { user: me, route: '/chat?c=c1', path: '/chat' });
  });

const bubbleOf = async (text: string) =>
  (await within(await screen.findByTestId('chat-messages')).findByText(text)).closest('[data-testid="chat-message"]') as HTMLElement;

describe('translations in a conversation', () => {
  it('sets the chat language to the interface’s, shows an incoming message’s translation under the original, labelled, and none on the caller’s own', async () => {
    fakeChatClient();
    serve({ language: 'zh-CN', translate: true, translationAvailable: true });
    await renderChat();
    const bubble = await bubbleOf('The quote is attached');
    const translation = await within(bubble).findByTestId('chat-translation');
    expect(within(translation).getByText('译文')).toBeTruthy();
    expect(within(translation).getByText('报价已附上')).toBeTruthy();
    expect(within(await bubbleOf('Please send the quote')).queryByTestId('chat-translation')).toBeNull();
    expect(server.post).toHaveBeenCalledWith(CHAT_API.initLanguage, { language: 'zh-CN' }, { silent: true });
  });

  it('adds a translation that comes by frame after its message, and hides translations when the switch is turned off', async () => {
    const chat = fakeChatClient();
    serve({ language: 'zh-CN', translate: true, translationAvailable: true }, []);
    await renderChat();
    const socket = await chat.connect();
    chat.receive(socket, { type: 'message', message: chatMessage({ seq: 3, body: 'Delivery in 30 days' }) });
    const bubble = await bubbleOf('Delivery in 30 days');
    expect(within(bubble).queryByTestId('chat-translation')).toBeNull();
    chat.receive(socket, { type: 'translation', conversationId: 'c1', messageId: 'm3', seq: 3, language: 'zh-CN', text: '30 天交付' });
    expect(await within(bubble).findByText('30 天交付')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /翻译成中文/ }));
    await waitFor(() => expect(server.post).toHaveBeenCalledWith(CHAT_API.translateFlag, { translate: false }));
    await waitFor(() => expect(within(bubble).queryByTestId('chat-translation')).toBeNull());
    expect(within(bubble).getByText('Delivery in 30 days')).toBeTruthy();
  });

  it('says translation is off where the platform does not translate, with no switch and no translation shown', async () => {
    fakeChatClient();
    serve({ language: 'zh-CN', translate: true, translationAvailable: false });
    await renderChat();
    expect(await screen.findByTestId('chat-translate-off')).toHaveProperty('textContent', '翻译未开启');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(await bubbleOf('The quote is attached')).queryByTestId('chat-translation')).toBeNull();
  });
});
