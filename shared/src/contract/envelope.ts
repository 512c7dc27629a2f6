import Type, { type Static, type TSchema } from 'typebox';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_MAX } from './paging';

/** Every API response, success or error, is wrapped in this envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A page of a list: `page` starts at 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const EnvelopeSchema = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export const PagedSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

/** The paging properties of a list query, to spread into its querystring schema. */
export const pagingProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })),
};
export const PagingQuery = Type.Object(pagingProperties, { additionalProperties: false });
export type PagingQuery = Static<typeof PagingQuery>;

/** A row id (UUID), in paths and bodies. */
export const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
