import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@b2b/shared/contract';
import { PUBLISH_DEMAND, routeAccess } from './route-access';
import styles from './layout.module.css';

/**
 * The header's "publish demand" action: primary for a DEV who may publish; for a DEV who may not yet,
 * a plain button whose title says why (the page itself shows what to do); hidden for other roles.
 * Visitors see it too: the guard sends them to sign in first.
 */
export function PublishDemandLink({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  if (user && user.role !== 'DEV') return null;
  const access = routeAccess(PUBLISH_DEMAND, user);
  const why = !access.ok && user ? t(`access.${access.reason}.title`) : undefined;
  return (
    <Link
      to={`/${PUBLISH_DEMAND}`}
      className={why ? styles.button : `${styles.button} ${styles.primary}`}
      aria-label={t('action.publishDemand')}
      title={why}
      data-testid="publish-demand"
      data-reason={access.ok ? undefined : access.reason}
    >
      <span aria-hidden>＋</span>
      <span className={styles.hideNarrow}>{t('action.publishDemand')}</span>
    </Link>
  );
}
