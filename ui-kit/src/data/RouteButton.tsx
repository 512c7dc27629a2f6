import type { ReactNode } from 'react';
import { Button, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuState, UPGRADE_PATH, type MenuState } from '@b2b/shared/access';
import { useNavigate } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';

/** How the signed-in user is offered `to` (`menuState`, upgrade offers included), or null when not at all. */
export function useRouteOffer(to: string): MenuState | null {
  const user = useSession((s) => s.user);
  return menuState({ to, offersUpgrade: true }, user);
}

/**
 * A button to a page of the route table, shown as the guard decides (`menuState`): to the page when the user
 * may open it; as an upgrade offer, tagged VIP and leading to the member benefits, when only pay membership is
 * missing; not at all otherwise. An empty state's "what next" never leads to a refusal.
 */
export function RouteButton({ to, children, type }: { to: string; children: ReactNode; type?: ButtonProps['type'] }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const state = useRouteOffer(to);
  if (!state) return null;
  if (state === 'open') {
    return (
      <Button type={type} onClick={() => navigate(to)}>
        {children}
      </Button>
    );
  }
  return (
    <Button type={type} onClick={() => navigate(UPGRADE_PATH)} data-state="upgrade">
      {children}
      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
        {t('menu.upgradeTag')}
      </Tag>
    </Button>
  );
}
