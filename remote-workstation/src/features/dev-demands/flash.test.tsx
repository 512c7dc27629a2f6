import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@b2b/ui-kit';
import { useArrivalFlash, useNavigateWithFlash } from './lib/flash';

function Leaving() {
  const navigateWithFlash = useNavigateWithFlash();
  return <button onClick={() => navigateWithFlash('/next?tab=1', '变更已发布')}>go</button>;
}

function Arriving() {
  useArrivalFlash();
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

// Each remote page has its own antd App context: what a page says as it leaves must be said by the next one.
it('shows the message the previous page left, once, on the page it went to', async () => {
  render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<AppProviders><Leaving /></AppProviders>} />
        <Route path="/next" element={<AppProviders><Arriving /></AppProviders>} />
      </Routes>
    </MemoryRouter>,
  ); // prettier-ignore
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(await screen.findByText('变更已发布')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('null'));
});
