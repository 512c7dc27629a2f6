import { Typography } from 'antd';
import { ShopOutlined, StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { canAccess, findRoute, SHOWCASE_PAGE } from '@b2b/shared/access';
import type { CompanyCard } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';

/** A star, then "4.6 (12 ratings)" from the published ratings, or "No ratings yet": on every company card. */
export function RatingLine({ rating }: { rating: CompanyCard['rating'] }) {
  const { t, i18n } = useTranslation('common');
  if (!rating)
    return (
      <Typography.Text type="secondary" data-testid="rating">
        {t('rating.none')}
      </Typography.Text>
    );
  const average = rating.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const values = { average, count: rating.count };
  return (
    <Typography.Text data-testid="rating" aria-label={t('rating.label', values)}>
      <StarFilled style={{ color: '#faad14' }} /> {t('rating.line', values)}
    </Typography.Text>
  );
}

/** The link to the company's published window, or null without one or when the reader's role may not open that page. */
export function useWindowLink(company: Pick<CompanyCard, 'id' | 'role' | 'hasWindow'>): string | null {
  const user = useSession((s) => s.user);
  const page = company.role === 'SUP' || company.role === 'DEV' ? SHOWCASE_PAGE[company.role] : undefined;
  const rule = page ? findRoute(page) : undefined;
  if (!company.hasWindow || !rule || !canAccess(rule, user).ok) return null;
  return `/${page}?${new URLSearchParams({ company: company.id })}`;
}

/** "View window" to the company's showcase window, where the reader may open it; nothing otherwise. */
export function WindowLink({ company, name }: { company: Pick<CompanyCard, 'id' | 'role' | 'hasWindow'>; name: string }) {
  const { t } = useTranslation('common');
  const to = useWindowLink(company);
  if (!to) return null;
  // The accessible name starts with the visible text (axe: label-content-name-mismatch).
  return (
    <Link to={to} aria-label={t('window.openLabel', { name })} data-testid="window-link">
      <ShopOutlined /> {t('window.open')}
    </Link>
  );
}
