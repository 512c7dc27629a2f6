import Type from 'typebox';
import { NoticeCountsSchema, NoticeQuery, NoticeSchema, PagedSchema } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { responses } from '../../plugins/app/envelope';

export const listNoticesSchema = { querystring: NoticeQuery, response: responses(PagedSchema(NoticeSchema)) };
export const readNoticeSchema = {
  params: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: responses(NoticeSchema),
};
export const noticeCountsSchema = { response: responses(NoticeCountsSchema) };
