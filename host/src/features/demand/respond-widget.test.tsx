import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, DEMANDS_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { expectConsole } from '@test/console';
import type { RespondDialogProps, WorkstationWidgetsModule } from '@b2b/shared/federation';
import { loadExpose } from '../../federation/load-expose';
import { forgetRemoteWidgets } from '../../federation/remote-widget';
import { demand, renderZone, serve } from './test-kit';

jest.mock('../../federation/load-expose', () => ({ ...jest.requireActual('../../federation/load-expose'), loadExpose: jest.fn() }));

const { get } = mockApi();
// The widgets expose of remote-workstation is what this mock stands in for.
const load = jest.mocked(loadExpose as (remote: 'workstation', expose: 'widgets') => Promise<Partial<WorkstationWidgetsModule>>);

function FakeDialog({ demandId, open, onResponded }: RespondDialogProps) {
  return open ? (
    <div data-testid="fake-respond">
      {demandId}
      <button type="button" onClick={onResponded}>
        send
      </button>
    </div>
  ) : null;
}

async function openRespond() {
  serve(get, { [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand({ can: { respond: true } }) });
  await renderZone('/demand?open=d1');
  const button = await screen.findByTestId('respond-button');
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(button);
}

beforeEach(() => forgetRemoteWidgets());

describe('the respond dialog of remote-workstation, mounted by the host', () => {
  it('is loaded only when the supplier responds, and gets the demand and the callbacks', async () => {
    load.mockResolvedValue({ RespondDialog: FakeDialog });
    await openRespond();
    const dialog = await screen.findByTestId('fake-respond');
    expect(dialog.textContent).toContain('d1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'send' }));
    expect(await screen.findByText('响应已提交')).toBeTruthy();
  });

  it('shows the unavailable panel in the dialog only when the remote cannot be loaded, and retries', async () => {
    load.mockRejectedValue(new Error('remote workstation is unavailable'));
    expectConsole('error', /remote workstation is unavailable/);
    await openRespond();
    expect(await screen.findByTestId('remote-unavailable')).toBeTruthy();
    expect(screen.getByTestId('demand-card-d1')).toBeTruthy();
    expect(screen.getByTestId('demand-detail')).toBeTruthy();
    expect(screen.getByTestId('demand-criteria')).toBeTruthy();

    load.mockResolvedValue({ RespondDialog: FakeDialog });
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByTestId('fake-respond')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('workstation', 'widgets');
  });

  it('shows the unavailable panel when the remote exposes no respond dialog', async () => {
    load.mockResolvedValue({});
    expectConsole('error', /remote workstation is unavailable: no RespondDialog in \.\/widgets/);
    await openRespond();
    expect(await screen.findByTestId('remote-unavailable')).toBeTruthy();
  });

  it('keeps the demand zone when the remote dialog throws while rendering', async () => {
    load.mockResolvedValue({
      RespondDialog: () => {
        throw new Error('boom');
      },
    });
    expectConsole('error', /boom/);
    await openRespond();
    expect(await screen.findByTestId('remote-unavailable')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('demand-list')).toBeTruthy());
  });
});
