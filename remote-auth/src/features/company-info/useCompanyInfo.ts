import { useCallback, useEffect, useState } from 'react';
import { isCancel } from '@b2b/shared/api';
import type { CompanyInfo } from '@b2b/shared/contract';
import { getCompanyInfo } from './api';

export type CompanyInfoState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; company: CompanyInfo };

/** The signed-in user's company, loaded on mount; `reload` fetches it again. */
export function useCompanyInfo() {
  const [state, setState] = useState<CompanyInfoState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    getCompanyInfo().then(
      (company) => live && setState({ status: 'ready', company }),
      (err) => live && !isCancel(err) && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => {
    setState((s) => (s.status === 'error' ? { status: 'loading' } : s));
    setVersion((v) => v + 1);
  }, []);
  return { state, reload };
}
