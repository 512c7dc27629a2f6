import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { menuState, signInPath, UPGRADE_PATH } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { PUBLISH_DEMAND } from './route-access';
import styles from './layout.module.css';

const ENTRY = { to: `/${PUBLISH_DEMAND}`, offersUpgrade: true };

/**
 * The header's "publish demand" action, by the guard's rule: primary for a DEV who may publish; an upgrade
 * offer (tagged VIP, to the member benefits) for a DEV who is not a pay member; for a visitor, sign-in with
 * the reason said and the way back to the form; hidden for everyone else (suppliers, staff).
 */
export function PublishDemandLink({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  const state = menuState(ENTRY, user);
  if (!state && user) return null;
  const upgrade = state === 'upgrade';
  const to = !user ? signInPath(ENTRY.to, 'publishDemand') : upgrade ? UPGRADE_PATH : ENTRY.to;
  return (
    <Link
      to={to}
      className={upgrade ? styles.button : `${styles.button} ${styles.primary}`}
      // The name is what the link shows (also where the narrow header hides the words); the title says why.
      aria-label={upgrade ? `${t('action.publishDemand')} ${t('menu.upgradeTag')}` : t('action.publishDemand')}
      title={upgrade ? t('menu.upgradeTitle', { page: t('action.publishDemand') }) : undefined}
      data-testid="publish-demand"
      data-state={state ?? 'signIn'}
    >
      <span aria-hidden>＋</span>
      <span className={styles.hideNarrow}>{t('action.publishDemand')}</span>{' '}
      {upgrade && <span className={styles.upgradeTag}>{t('menu.upgradeTag')}</span>}
    </Link>
  );
}
