// Form helpers of every app's tests (`@test/form`): antd fields by their label.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

export const button = (name: string | RegExp, container: HTMLElement = document.body) => within(container).getByRole('button', { name });

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
