import { api } from '@b2b/shared/api';
import { apiPath, SHOWCASE_API, type AddExposureResult, type ExposureType } from '@b2b/shared/contract';

/** Tells the server the viewer saw a company's card or window (it counts one a viewer, company and day). */
export function addExposure(type: ExposureType, visitCompanyId: string): Promise<AddExposureResult> {
  return api.put<AddExposureResult>(apiPath(SHOWCASE_API.addExposure, { type }), { visitCompanyId }, { silent: true });
}
