import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, CERT_API, type Certificate, type CertificateDetail } from '@b2b/shared/contract';
import { UPLOAD_API } from '@b2b/shared/upload';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { type } from '@test/form';
import { renderPage } from '@test/render';
import { CertificationPage } from './CertificationPage';
import '../../i18n';

const { answer, put, post } = mockApi();

const scan = { id: 'f1', url: '/api/files/f1', name: 'iso.png', size: 2048, contentType: 'image/png' };
function cert(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'c1',
    kind: 'ISO9001',
    name: null,
    issuer: 'CQC',
    number: 'CQC-1',
    validFrom: '2025-01-01',
    validTo: '2027-12-31',
    scan,
    state: 'APPROVED',
    rejectReason: null,
    daysLeft: 700,
    expiringSoon: false,
    submittedAt: Date.UTC(2025, 0, 2),
    reviewedAt: Date.UTC(2025, 0, 3),
    updatedAt: Date.UTC(2025, 0, 3),
    ...overrides,
  };
}
const rejected = cert({
  id: 'c2',
  kind: 'ISO27001',
  number: 'IS 77',
  state: 'REJECTED',
  rejectReason: 'Number: does not match the scan',
  rejectFields: { number: 'The scan reads IS 776512' },
});
const expiring = cert({ id: 'c3', kind: 'CMMI', number: 'ML3', daysLeft: 12, expiringSoon: true });
const detail = (c: Certificate, events: CertificateDetail['events'] = []): CertificateDetail => ({ ...c, events });

const open = (lang: 'zh-CN' | 'en-US' = 'en-US') => renderPage(<CertificationPage />, { user: DEMO_USERS.supMain, lang });

describe('the certification page', () => {
  it('lists the certificates with their state, the reviewer’s reason and a warning before one expires', async () => {
    answer('get', { [CERT_API.list]: [cert(), rejected, expiring] });
    await open();
    const rows = await screen.findAllByTestId('certificate-row');
    expect(within(rows[0]).getByText('ISO 9001 quality')).toBeTruthy();
    expect(within(rows[0]).getByText('Approved')).toBeTruthy();
    expect(within(rows[1]).getByText('Not approved')).toBeTruthy();
    expect(within(rows[1]).getByText('Not approved: Number: does not match the scan')).toBeTruthy();
    expect(within(rows[2]).getByText('Expires in 12 days')).toBeTruthy();
    expect(screen.getByTestId('expiring-warning').textContent).toContain('CMMI maturity expires within 30 days');
  });

  it('names everything in Chinese', async () => {
    answer('get', { [CERT_API.list]: [rejected] });
    await open('zh-CN');
    const row = await screen.findByTestId('certificate-row');
    expect(within(row).getByText('ISO 27001 信息安全')).toBeTruthy();
    expect(within(row).getByText('未通过')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '修改并重新提交' })).toBeTruthy();
  });

  it('shows the reviewer’s note on the rejected field and resubmits the corrected certificate', async () => {
    answer('get', { [CERT_API.list]: [rejected] });
    answer('put', { [apiPath(CERT_API.item, { id: 'c2' })]: detail({ ...rejected, state: 'SUBMITTED' }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Correct and resubmit' }));
    expect((await screen.findByTestId('reviewer-note')).textContent).toContain('Reviewer: The scan reads IS 776512');
    type('Certificate number', 'IS 776512');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        apiPath(CERT_API.item, { id: 'c2' }),
        {
          kind: 'ISO27001',
          name: null,
          issuer: 'CQC',
          number: 'IS 776512',
          validFrom: '2025-01-01',
          validTo: '2027-12-31',
          scanFileId: 'f1',
        },
        { silent: true },
      ),
    );
    expect(await screen.findByText('Certificate submitted for review')).toBeTruthy();
  });

  it('puts the server’s refusal of a field under it', async () => {
    answer('get', { [CERT_API.list]: [cert()] });
    answer('put', {
      [apiPath(CERT_API.item, { id: 'c1' })]: apiError('VALIDATION', 'Some information is invalid', { fields: ['/validTo'] }),
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(post).not.toHaveBeenCalled();
    expect(await screen.findByText('This entry is invalid, please check it')).toBeTruthy();
  });

  it('keeps the submit disabled, and says why, while the scan is still uploading', async () => {
    answer('get', { [CERT_API.list]: [] });
    let fail: () => void = () => undefined;
    answer('post', {
      [UPLOAD_API.url]: () => new Promise((_, reject) => (fail = () => reject(apiError('INTERNAL', 'Storage is unavailable', {}, 503)))),
    });
    await open();
    fireEvent.click((await screen.findAllByRole('button', { name: /Add certificate/ }))[0]);
    const dialog = await screen.findByRole('dialog');
    const submit = () => within(dialog).getByRole('button', { name: 'Submit for review' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(false);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], 'iso.png', { type: 'image/png' })] } });
    await waitFor(() => expect(submit().disabled).toBe(true));
    const wait = within(dialog).getByTestId('wait-upload');
    expect(wait.textContent).toBe('You can submit once the scan has finished uploading');
    expect(submit().getAttribute('aria-describedby')).toBe(wait.id);
    fireEvent.click(submit());
    expect(put).not.toHaveBeenCalled();
    // The upload ends (here it fails): the form may be submitted again, and asks for the scan.
    await act(async () => fail());
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(within(dialog).queryByTestId('wait-upload')).toBeNull();
    fireEvent.click(submit());
    expect(await within(dialog).findByText('Upload the scan of the certificate')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with the add action', async () => {
    answer('get', { [CERT_API.list]: [] });
    await open();
    expect(await screen.findByText('No certificate yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Add certificate/ }).length).toBeGreaterThan(0);
  });
});
