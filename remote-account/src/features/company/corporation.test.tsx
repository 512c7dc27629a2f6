import { fireEvent, screen } from '@testing-library/react';
import { API, type CompanyInfo } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { CorporationPage } from './CorporationPage';
import '../../i18n';

const { answer } = mockApi();

function profile(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    companyId: 'c1',
    role: 'SUP',
    approvalStatus: 'APPROVED',
    rejectReason: null,
    info: {
      companyName: '云帆软件',
      creditCode: '91310115MA1HXY7K3B',
      companyTypeId: 'software',
      provinceCode: '31',
      cityCode: '3101',
      address: '上海市浦东新区张江路 100 号',
      contactName: '王经理',
      contactPhone: '021-55550000',
      size: '21-100',
      foundingYear: 2015,
      website: 'https://example.com',
      introduction: '供应方示例企业',
      introductionEn: 'A demo supplier',
      contacts: [{ name: '赵助理', position: '商务', email: 'bd@example.com' }],
    },
    logo: null,
    licences: [],
    updatedAt: 1,
    ...overrides,
  };
}

function serve(company: CompanyInfo | Error) {
  answer('get', {
    [API.companyInfo]: company,
    [API.companyType]: [{ id: 'software', name: 'Software' }],
    [API.province]: [{ code: '31', name: 'Shanghai' }],
    [API.city]: [{ code: '3101', name: 'Shanghai City' }],
  });
}

describe('the company profile page', () => {
  it('shows the main account every part of the profile, the way to edit it and what sends it back to review', async () => {
    serve(profile());
    await renderPage(<CorporationPage />, { user: DEMO_USERS.supMain, lang: 'en-US' });
    expect(await screen.findByText('云帆软件')).toBeTruthy();
    expect(await screen.findByText('Software')).toBeTruthy();
    expect(await screen.findByText('Shanghai · Shanghai City')).toBeTruthy();
    expect(screen.getByText('21–100 people')).toBeTruthy();
    expect(screen.getByText('2015')).toBeTruthy();
    expect(screen.getByText('A demo supplier')).toBeTruthy();
    expect(screen.getByText('赵助理 · 商务 · bd@example.com')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit profile/ }).getAttribute('href')).toBe('/auth/update-improve-info');
    expect(screen.getByText(/sends your company back to review/)).toBeTruthy();
  });

  it('lets a sub-account read it without a way to edit, in Chinese', async () => {
    serve(profile({ role: 'DEV' }));
    await renderPage(<CorporationPage />, { user: DEMO_USERS.devProj, lang: 'zh-CN' });
    expect(await screen.findByText('只有贵公司的主账号可以修改企业资料。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /编辑资料/ })).toBeNull();
    expect(screen.getByText('A demo supplier')).toBeTruthy();
  });

  it('names the parts in review after a change', async () => {
    serve(profile({ approvalStatus: 'INFO_SUBMIT', changedFields: ['companyName', 'licences'] }));
    await renderPage(<CorporationPage />, { user: DEMO_USERS.supMain, lang: 'en-US' });
    expect(await screen.findByText('Your company information is being reviewed')).toBeTruthy();
    expect(screen.getByText('Staff see what you changed: company name, business licence.')).toBeTruthy();
  });

  it('leads a main account without a profile to fill it in', async () => {
    serve(profile({ info: null, approvalStatus: 'AWAIT_APPROVAL' }));
    await renderPage(<CorporationPage />, { user: DEMO_USERS.supMain, lang: 'en-US' });
    expect(await screen.findByText('No company profile yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in company information' }).getAttribute('href')).toBe('/auth/register-improve-info');
  });

  it('says when the profile could not be loaded and retries', async () => {
    serve(apiError('INTERNAL', 'Server error', {}, 500));
    await renderPage(<CorporationPage />, { user: DEMO_USERS.supMain, lang: 'en-US' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    serve(profile());
    fireEvent.click(retry);
    expect(await screen.findByText('云帆软件')).toBeTruthy();
  });
});
