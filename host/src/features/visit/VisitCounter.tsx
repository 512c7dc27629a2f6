import { useEffect } from 'react';
import { api } from '@b2b/shared/api';
import { API } from '@b2b/shared/contract';
import { reportVisitOncePerDay } from './visit';

export function VisitCounter() {
  useEffect(() => {
    void reportVisitOncePerDay(window.localStorage, () => api.put(API.addVisit, undefined, { silent: true }));
  }, []);
  return null;
}
