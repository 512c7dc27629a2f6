import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import '../i18n';
import { DemandStatusTag } from './DemandStatusTag';
import { Money } from './Money';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('Money', () => {
  it('formats a range in the reader language', async () => {
    show(<Money amount={100000} max={300000} currency="CNY" />);
    expect(screen.getByText('¥100,000 – ¥300,000')).toBeTruthy();
  });

  it('shows one amount when min equals max, in US dollars in English', async () => {
    await i18n.changeLanguage('en-US');
    show(<Money amount={5000} max={5000} currency="USD" />);
    expect(screen.getByText('$5,000')).toBeTruthy();
  });
});

describe('status', () => {
  it('derives CLOSED from a published demand past its deadline', () => {
    show(<DemandStatusTag status="PUBLISHED" deadline={Date.now() - 1000} />);
    expect(screen.getByText('已截止')).toBeTruthy();
  });
});
