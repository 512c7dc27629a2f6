import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { BulletinSummary } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { getBulletin } from './bulletin-api';
import { postPath } from './post-path';
import { usePublicData } from './use-public-data';
import styles from './bulletin.module.css';

const ROWS = 3;

function Row({ post }: { post: BulletinSummary }) {
  const { t, i18n } = useTranslation('host');
  return (
    <li className={styles.latestRow}>
      {post.pinned && <span className={styles.pinned}>{t('bulletin.pinned')}</span>}
      <Link to={postPath(post)} className={styles.latestTitle}>
        {post.title}
      </Link>
      <time className={styles.date} dateTime={new Date(post.publishedAt).toISOString()}>
        {formatDate(post.publishedAt, i18n.language)}
      </time>
    </li>
  );
}

/**
 * The intro's latest announcements: the first three of the bulletin (pinned first), asked for once the page
 * has painted (its prerendered HTML has placeholder rows of the same height, so nothing below moves).
 */
export function LatestBulletin() {
  const { t, i18n } = useTranslation('host');
  const state = usePublicData(`latest:${i18n.language}`, (signal) => getBulletin({ page: 1, pageSize: ROWS }, signal));
  const rows = Array.from({ length: ROWS }, (_, n) => n);
  return (
    <ul className={styles.latest} aria-busy={state.status === 'loading'} data-testid="latest-bulletin">
      {state.status === 'ready' && state.data.list.length > 0
        ? state.data.list.map((post) => <Row key={post.id} post={post} />)
        : rows.map((n) => (
            <li key={n} className={styles.latestRow}>
              {n === 0 && state.status === 'ready' && <p className={styles.muted}>{t('bulletin.empty')}</p>}
              {n === 0 && state.status === 'failed' && (
                <>
                  <p className={styles.muted}>{t('bulletin.loadFailed')}</p>
                  <button type="button" className={styles.retry} onClick={state.retry}>
                    {t('bulletin.retry')}
                  </button>
                </>
              )}
              {state.status === 'loading' && <span className={styles.placeholder} />}
            </li>
          ))}
    </ul>
  );
}
