import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { queryClient } from '@b2b/shared/query';
import { AppProviders } from '@b2b/ui-kit';
import '../../i18n';

configure({ asyncUtilTimeout: 8000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a page at `url` under its route `path`; any other path shows where the page navigated to. */
export async function renderAt(page: ReactElement, { path, url = path, lang = 'zh-CN' }: { path: string; url?: string; lang?: Lang }) {
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

export function fieldError(label: string | RegExp): string {
  const input = screen.getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

export async function expectFieldError(label: string | RegExp, text: string) {
  await waitFor(() => expect(fieldError(label)).toContain(text));
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens the antd Select labelled `label` and picks `option`. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(items[items.length - 1]);
}

export const button = (name: string | RegExp, container: HTMLElement = document.body) => within(container).getByRole('button', { name });
export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;
