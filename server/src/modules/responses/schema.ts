import Type from 'typebox';
import {
  AwardBody,
  CriteriaBody,
  DecisionBody,
  DemandResponsesSchema,
  DemandSchema,
  MarkHistoryEntrySchema,
  MyResponsesQuery,
  PagedSchema,
  ResponseBody,
  ResponseSchema,
  ScoreBody,
} from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

const params = Type.Object({ id: Uuid }, { additionalProperties: false });
const one = responses(ResponseSchema);

export const ofDemandSchema = { params, response: responses(DemandResponsesSchema) };
export const respondSchema = { params, body: ResponseBody, response: one };
export const mineSchema = { querystring: MyResponsesQuery, response: responses(PagedSchema(ResponseSchema)) };
export const oneSchema = { params, response: one };
export const reviseSchema = { params, body: ResponseBody, response: one };
export const scoreSchema = { params, body: ScoreBody, response: one };
export const decisionSchema = { params, body: DecisionBody, response: one };
export const historySchema = { params, response: responses(Type.Array(MarkHistoryEntrySchema)) };
export const criteriaSchema = { params, body: CriteriaBody, response: responses(DemandSchema) };
export const revealSchema = { params, response: responses(DemandResponsesSchema) };
export const awardSchema = { params, body: AwardBody, response: responses(DemandSchema) };
export const fileSchema = { params: Type.Object({ id: Uuid, fileId: Uuid }, { additionalProperties: false }) };
