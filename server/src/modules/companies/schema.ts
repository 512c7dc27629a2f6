import Type from 'typebox';
import { CompanyInfoSchema, ImproveInfoBody, PagedSchema, PagingQuery, ReviewCompanyBody } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

export const companyInfoSchema = { response: responses(CompanyInfoSchema) };
export const improveInfoSchema = { body: ImproveInfoBody, response: responses(CompanyInfoSchema) };
export const pendingSchema = { querystring: PagingQuery, response: responses(PagedSchema(CompanyInfoSchema)) };
export const reviewSchema = {
  params: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  body: ReviewCompanyBody,
  response: responses(CompanyInfoSchema),
};
