import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { queryClient } from '@b2b/shared/query';
import { AppProviders } from '@b2b/ui-kit';
import '../i18n';

// antd renders slowly under jsdom (CSS-in-JS, motion): give async queries time.
configure({ asyncUtilTimeout: 8000 });

/** Renders a page with the providers `withProviders` gives it in the app, and an empty query cache. */
export async function renderPage(page: ReactElement, lang: Lang = 'zh-CN') {
  await i18n.changeLanguage(lang);
  queryClient.clear();
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <MemoryRouter>{page}</MemoryRouter>
      </AppProviders>
    </I18nextProvider>,
  );
}

export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error text shown under the form field labelled `label`. */
export function fieldError(label: string | RegExp): string {
  const input = within(document.body).getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

export async function expectFieldError(label: string | RegExp, text: string) {
  await waitFor(() => expect(fieldError(label)).toContain(text));
}
