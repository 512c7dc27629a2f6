import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { i18n } from '@b2b/shared/i18n';
import { addHostStrings } from '../i18n';
import { DocumentTitle } from './DocumentTitle';

addHostStrings();

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('DocumentTitle', () => {
  it('keeps the title and description of the page on screen, in the interface language', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    let navigate: (to: string) => void = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <DocumentTitle />
        <Navigator />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Sign In - B2B Connect');
    expect(description()).toMatch(/^Sign in to the platform/);
    act(() => navigate('/home'));
    expect(document.title).toBe('Home - B2B Connect');
    expect(description()).toBeUndefined();
    await act(() => i18n.changeLanguage('zh-CN'));
    act(() => navigate('/terms/legal'));
    expect(document.title).toBe('法律信息 - 企服通');
    expect(description()).toMatch(/法律信息/);
  });
});
