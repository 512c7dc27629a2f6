import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@b2b/shared/router';
import { formatDate } from '@b2b/shared/i18n';
import { PlainMarkdown } from '@b2b/ui-kit/src/markdown/PlainMarkdown';
import { getBulletinPost } from '../../components/bulletin/bulletin-api';
import { usePublicData } from '../../components/bulletin/use-public-data';
import shared from '../../components/bulletin/bulletin.module.css';
import pageStyles from '../../components/public-page.module.css';
import styles from './bulletin-page.module.css';

/**
 * One announcement (`/bulletin/<id or slug>`): its title, date and Markdown body, drawn by ui-kit's one
 * renderer in plain tags (no antd). A draft, a withdrawn post or an unknown address is "not found".
 */
export default function BulletinPostPage() {
  const { t, i18n } = useTranslation('host');
  const { id = '' } = useParams();
  const state = usePublicData(`post:${i18n.language}:${id}`, (signal) => getBulletinPost(id, signal));
  const back = (
    <Link to="/bulletin" className={styles.back}>
      {t('bulletin.back')}
    </Link>
  );
  if (state.status !== 'ready') {
    return (
      <div className={`${pageStyles.card} ${styles.post}`} data-testid="bulletin-post" aria-busy={state.status === 'loading'}>
        {back}
        {state.status === 'loading' && (
          <>
            <div className={styles.skeleton} style={{ width: '60%', height: 26 }} />
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
          </>
        )}
        {state.status === 'failed' && (
          <>
            <h1 className={styles.postTitle}>{state.notFound ? t('bulletin.notFound') : t('bulletin.loadFailed')}</h1>
            {state.notFound ? (
              <p className={shared.muted}>{t('bulletin.notFoundHint')}</p>
            ) : (
              <button type="button" className={shared.retry} onClick={state.retry}>
                {t('bulletin.retry')}
              </button>
            )}
          </>
        )}
      </div>
    );
  }
  const post = state.data;
  return (
    <article className={`${pageStyles.card} ${styles.post}`} data-testid="bulletin-post">
      {back}
      <h1 className={styles.postTitle}>{post.title}</h1>
      <div className={styles.postMeta}>
        {post.pinned && <span className={shared.pinned}>{t('bulletin.pinned')}</span>}
        <time className={shared.date} dateTime={new Date(post.publishedAt).toISOString()}>
          {t('bulletin.publishedOn', { date: formatDate(post.publishedAt, i18n.language) })}
        </time>
      </div>
      <div className={styles.body}>
        <PlainMarkdown source={post.body} testId="bulletin-body" />
      </div>
    </article>
  );
}
