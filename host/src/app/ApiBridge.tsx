import { useEffect } from 'react';
import { App } from 'antd';
import { configureApi } from '@b2b/shared/api';
import type { Router } from './router';

/** Gives the shared API client the host's toast and router, once both exist. */
export function ApiBridge({ router }: { router: Router }) {
  const { message } = App.useApp();
  useEffect(() => {
    configureApi({
      notify: (text) => void message.error(text),
      navigate: (to) => void router.navigate(to),
      currentPath: () => window.location.pathname + window.location.search,
    });
  }, [message, router]);
  return null;
}
