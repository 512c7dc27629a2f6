import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, CERT_API, DEMANDS_API, type StaffCertificateDetail } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { renderPage } from '@test/render';
import { ConsolePage } from '../ConsolePage';
import { paged } from '../fixtures';

const server = mockApi();
const { put } = server;

const cert = (overrides: Partial<StaffCertificateDetail> = {}): StaffCertificateDetail => ({
  id: 'k1',
  kind: 'ISO27001',
  name: null,
  issuer: 'BSI',
  number: 'IS 77',
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  scan: { id: 'f1', url: '/api/console/certifications/k1/scan', name: 'scan.pdf', size: 4096, contentType: 'application/pdf' },
  state: 'SUBMITTED',
  rejectReason: null,
  changedFields: ['number'],
  daysLeft: 900,
  expiringSoon: false,
  submittedAt: Date.UTC(2025, 5, 1),
  reviewedAt: Date.UTC(2025, 4, 1),
  updatedAt: Date.UTC(2025, 5, 1),
  companyId: 'c-sup-1',
  companyName: '帆船软件',
  companyNameEn: 'Sail Software',
  events: [
    {
      id: 'e1',
      action: 'SUBMITTED',
      actor: '王经理',
      fromState: null,
      toState: 'SUBMITTED',
      reason: null,
      createdAt: Date.UTC(2025, 3, 1),
    },
    {
      id: 'e2',
      action: 'REJECTED',
      actor: '客服小李',
      fromState: 'SUBMITTED',
      toState: 'REJECTED',
      reason: '编号不符',
      rejectFields: { number: '应为 IS 776512' },
      createdAt: Date.UTC(2025, 4, 1),
    },
  ],
  ...overrides,
});

function serve() {
  server.answer('get', {
    [DEMANDS_API.queues]: { companies: 0, demands: 0, disputes: 0, certifications: 2 },
    [API.pendingCompanies]: paged([]),
    [CERT_API.queue]: paged([cert()]),
    [apiPath(CERT_API.staffItem, { id: 'k1' })]: cert(),
  });
  server.answer('put', { [apiPath(CERT_API.review, { id: 'k1' })]: cert({ state: 'REJECTED' }) });
}

async function openCertificate(lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  await renderPage(<ConsolePage />, { lang });
  fireEvent.click(await screen.findByRole('tab', { name: lang === 'zh-CN' ? '资质审核' : 'Certifications' }));
  fireEvent.click(await screen.findByTestId('open-cert-k1'));
  return screen.findByRole('dialog');
}

describe('staff console: certification review', () => {
  it('lists the waiting certificates and shows one with its changed field marked and its history', async () => {
    serve();
    const drawer = await openCertificate('en-US');
    expect(await within(drawer).findByText('Sail Software')).toBeTruthy();
    expect(within(drawer).getByTestId('changed-number')).toBeTruthy();
    expect(within(drawer).getByText('ISO 27001 information security')).toBeTruthy();
    expect(within(drawer).getByText('Number: 应为 IS 776512', { exact: false })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /scan\.pdf/ })).toBeTruthy();
  });

  it('rejects with a note per ticked field, never without one', async () => {
    serve();
    const drawer = await openCertificate();
    fireEvent.click(await within(drawer).findByRole('button', { name: '驳回' }));
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('请至少勾选一个有误的字段')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '证书编号' }));
    fireEvent.change(await screen.findByLabelText('证书编号：问题说明'), { target: { value: ' 与扫描件不一致 ' } });
    await waitFor(() => expect(screen.getByTestId('reason-preview').textContent).toBe('证书编号：与扫描件不一致'));
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/console/certifications/k1/review',
        { decision: 'REJECT', reason: '证书编号：与扫描件不一致', fields: { number: '与扫描件不一致' } },
        { silent: true },
      ),
    );
  });
});
