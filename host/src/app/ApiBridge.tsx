import { useEffect } from 'react';
import { configureApi } from '@b2b/shared/api';
import type { Router } from './router';

/** Gives the shared API client the host's toast and router, once both exist. */
export function ApiBridge({ router }: { router: Router }) {
  useEffect(() => {
    configureApi({
      notify: (text) => void import('./toast').then(({ showError }) => showError(text)),
      navigate: (to) => void router.navigate(to),
      currentPath: () => window.location.pathname + window.location.search,
    });
  }, [router]);
  return null;
}
