import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { queryClient } from '@b2b/shared/query';
import { AppProviders } from '@b2b/ui-kit';
import '../i18n';

// antd renders slowly under jsdom (CSS-in-JS, motion): give async queries time.
configure({ asyncUtilTimeout: 8000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a page at `url` under a memory router whose every other path shows the location, so a
 * test sees where the page navigated to. The page gets the providers `withProviders` gives it in
 * the app, and an empty query cache.
 */
export async function renderPage(page: ReactElement, { path, url = path, lang = 'zh-CN' }: { path: string; url?: string; lang?: Lang }) {
  await i18n.changeLanguage(lang);
  queryClient.clear();
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </I18nextProvider>,
  );
}

export const navigatedTo = async () => (await screen.findByTestId('location')).textContent;

export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

/** The error text shown under the form field labelled `label` (its whole form item). */
export function fieldError(label: string | RegExp, container: HTMLElement = document.body): string {
  const input = within(container).getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

export async function expectFieldError(label: string | RegExp, text: string, container?: HTMLElement) {
  await waitFor(() => expect(fieldError(label, container)).toContain(text));
}

export function type(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** Opens the antd Select labelled `label` and picks `option`. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(items[items.length - 1]);
}
