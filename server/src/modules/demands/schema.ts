import Type from 'typebox';
import {
  AnswerBody,
  AskBody,
  ConsoleQueuesSchema,
  CreateDemandBody,
  DemandEventSchema,
  DemandRevisionSchema,
  DemandSchema,
  DemandSummarySchema,
  MarketQuery,
  MyDemandsQuery,
  PagedSchema,
  PagingQuery,
  QuestionSchema,
  ReasonBody,
  UpdateDemandBody,
  VerifyDemandBody,
} from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

const params = Type.Object({ id: Uuid }, { additionalProperties: false });
const paged = responses(PagedSchema(DemandSummarySchema));
const one = responses(DemandSchema);

export const createSchema = { body: CreateDemandBody, response: one };
export const mineSchema = { querystring: MyDemandsQuery, response: paged };
export const marketSchema = { querystring: MarketQuery, response: paged };
export const demandSchema = { params, response: one };
export const editSchema = { params, body: UpdateDemandBody, response: one };
export const deleteSchema = { params, response: responses(Type.Null()) };
export const actionSchema = { params, response: one };
export const cancelSchema = { params, body: ReasonBody, response: one };
export const revisionsSchema = { params, response: responses(Type.Array(DemandRevisionSchema)) };
export const eventsSchema = { params, response: responses(Type.Array(DemandEventSchema)) };
export const questionsSchema = { params, response: responses(Type.Array(QuestionSchema)) };
export const askSchema = { params, body: AskBody, response: responses(QuestionSchema) };
export const answerSchema = { params, body: AnswerBody, response: responses(QuestionSchema) };
export const pendingSchema = { querystring: PagingQuery, response: paged };
export const verifySchema = { params, body: VerifyDemandBody, response: one };
export const queuesSchema = { response: responses(ConsoleQueuesSchema) };
export const fileSchema = { params: Type.Object({ id: Uuid, fileId: Uuid }, { additionalProperties: false }) };
