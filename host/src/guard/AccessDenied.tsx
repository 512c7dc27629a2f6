import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { Denial, RouteRule } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { HOME, homePathFor } from './home-path';

const ACTIONS: Record<Exclude<Denial, 'login'>, { to: string; label: string } | null> = {
  pay: { to: '/vip', label: 'action.upgrade' },
  approval: { to: '/auth/update-improve-info', label: 'access.approval.action' },
  role: { to: HOME, label: 'action.backHome' },
  accountType: { to: HOME, label: 'action.backHome' },
};

/** Says what a route needs and how to get it, instead of a blank page. */
export function AccessDenied({ rule, reason }: { rule: RouteRule; reason: Exclude<Denial, 'login'> }) {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  // Staff cannot buy membership: no upgrade offered to them, only the way back to their console.
  const listed = reason === 'pay' && user?.role === 'CUSTOMER' ? ACTIONS.role : ACTIONS[reason];
  const action = listed?.to === HOME ? { ...listed, to: homePathFor(user) } : listed;
  const needs = [
    rule.roles && t('access.needsRoles', { roles: rule.roles.map((r) => t(`role.${r}`)).join(t('list.or')) }),
    rule.accountTypes && t('access.needsAccountTypes', { types: rule.accountTypes.map((a) => t(`accountType.${a}`)).join(t('list.or')) }),
    rule.member === 'pay' && t('access.needsPay'),
    rule.member && t('access.needsApproval'),
  ].filter(Boolean) as string[];
  return (
    <div data-testid="access-denied" data-reason={reason}>
      <Result
        status="403"
        title={t(`access.${reason}.title`)}
        subTitle={
          <div>
            <p>{t(`access.${reason}.body`, { page: t(rule.title) })}</p>
            {needs.length > 0 && (
              <ul style={{ display: 'inline-block', textAlign: 'left', margin: 0 }}>
                {needs.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </div>
        }
        extra={
          action && (
            <Link to={action.to}>
              <Button type="primary">{t(action.label)}</Button>
            </Link>
          )
        }
      />
    </div>
  );
}
