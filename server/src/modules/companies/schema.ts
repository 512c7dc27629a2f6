import Type from 'typebox';
import { CompanyEventSchema, CompanyInfoSchema, ImproveInfoBody, PagedSchema, PagingQuery, ReviewCompanyBody } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

export const companyInfoSchema = { response: responses(CompanyInfoSchema) };
export const improveInfoSchema = { body: ImproveInfoBody, response: responses(CompanyInfoSchema) };
export const pendingSchema = { querystring: PagingQuery, response: responses(PagedSchema(CompanyInfoSchema)) };
const companyParams = Type.Object({ companyId: Uuid }, { additionalProperties: false });
export const reviewSchema = {
  params: companyParams,
  body: ReviewCompanyBody,
  response: responses(CompanyInfoSchema),
};
export const eventsSchema = { params: companyParams, response: responses(Type.Array(CompanyEventSchema)) };
