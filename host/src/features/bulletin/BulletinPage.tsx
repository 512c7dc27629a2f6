import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@b2b/shared/router';
import type { BulletinSummary, Paged } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { getBulletin } from '../../components/bulletin/bulletin-api';
import { postPath } from '../../components/bulletin/post-path';
import { usePublicData } from '../../components/bulletin/use-public-data';
import shared from '../../components/bulletin/bulletin.module.css';
import pageStyles from '../../components/public-page.module.css';
import styles from './bulletin-page.module.css';

const PAGE_SIZE = 10;

function PostItem({ post }: { post: BulletinSummary }) {
  const { t, i18n } = useTranslation('host');
  return (
    <li className={styles.item} data-testid="bulletin-item">
      <div className={styles.itemHead}>
        {post.pinned && <span className={shared.pinned}>{t('bulletin.pinned')}</span>}
        <Link to={postPath(post)} className={styles.itemTitle}>
          {post.title}
        </Link>
      </div>
      <p className={styles.excerpt}>
        <time className={shared.date} dateTime={new Date(post.publishedAt).toISOString()}>
          {formatDate(post.publishedAt, i18n.language)}
        </time>{' '}
        · {post.excerpt}
      </p>
    </li>
  );
}

/** Links to the pages before and after: real links (`?page=2`), so the whole bulletin can be crawled. */
function Pager({ data }: { data: Paged<BulletinSummary> }) {
  const { t } = useTranslation('host');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (pages <= 1) return null;
  const to = (page: number) => (page > 1 ? `?page=${page}` : '/bulletin');
  return (
    <nav className={styles.pager} aria-label={t('bulletin.pages')}>
      {data.page > 1 && <Link to={to(data.page - 1)}>{t('bulletin.previous')}</Link>}
      <span>{t('bulletin.pageOf', { page: data.page, pages })}</span>
      {data.page < pages && <Link to={to(data.page + 1)}>{t('bulletin.next')}</Link>}
    </nav>
  );
}

function Skeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5, 6].map((n) => (
        <li key={n} className={styles.item}>
          <div className={styles.skeleton} style={{ width: '45%' }} />
          <div className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The bulletin: the platform's announcements, pinned ones first and marked, then the newest, ten a page.
 * Plain markup without antd; the prerendered page has its heading and placeholder rows, the posts arrive
 * after the first paint in the reader's language.
 */
export default function BulletinPage() {
  const { t, i18n } = useTranslation('host');
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const state = usePublicData(`list:${i18n.language}:${page}`, (signal) => getBulletin({ page, pageSize: PAGE_SIZE }, signal));
  return (
    <div data-testid="bulletin-page">
      <h1 className={pageStyles.title}>{t('bulletin.title')}</h1>
      <p className={pageStyles.subtitle}>{t('bulletin.subtitle')}</p>
      <section className={`${pageStyles.card} ${styles.listCard}`} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Skeleton />}
        {state.status === 'failed' && (
          <p className={shared.muted}>
            {t('bulletin.loadFailed')}{' '}
            <button type="button" className={shared.retry} onClick={state.retry}>
              {t('bulletin.retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.data.list.length === 0 && <p className={shared.muted}>{t('bulletin.empty')}</p>}
        {state.status === 'ready' && state.data.list.length > 0 && (
          <>
            <ul className={styles.list}>
              {state.data.list.map((post) => (
                <PostItem key={post.id} post={post} />
              ))}
            </ul>
            <Pager data={state.data} />
          </>
        )}
      </section>
    </div>
  );
}
