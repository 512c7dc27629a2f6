import { useEffect } from 'react';
import type { ExposureType } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { addExposure } from '../api/add-exposure';
import { reportExposureOncePerDay } from './exposure';

/** Reports once a day that the signed-in viewer saw `companyId`'s card or window. */
export function useReportExposure(type: ExposureType, companyId: string | undefined) {
  const userId = useSession((s) => s.user?.userId);
  useEffect(() => {
    if (!userId || !companyId) return;
    void reportExposureOncePerDay(window.localStorage, userId, companyId, () => addExposure(type, companyId));
  }, [type, userId, companyId]);
}
