import { api } from '@b2b/shared/api';
import { API, type CompanyInfo, type CompanyType, type Division, type ImproveInfoBody } from '@b2b/shared/contract';

export const getCompanyInfo = () => api.get<CompanyInfo>(API.companyInfo);
export const getCompanyTypes = () => api.get<CompanyType[]>(API.companyType);
export const getProvinces = () => api.get<Division[]>(API.province);
export const getCities = (provinceCode: string) => api.get<Division[]>(API.city, { provinceCode });

/** First submission (register-improve-info); errors are shown on the form. */
export const submitImproveInfo = (body: ImproveInfoBody) => api.post<unknown>(API.improveInfo, body, { silent: true });
/** Update, or resubmission after a rejection. */
export const updateImproveInfo = (body: ImproveInfoBody) => api.put<unknown>(API.improveInfo, body, { silent: true });
