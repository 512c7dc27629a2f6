import Type from 'typebox';
import {
  AddVisitResult,
  ChinaCityQuery,
  CityQuery,
  CompanyTypeSchema,
  DivisionNodeSchema,
  DivisionSchema,
  InitDataSchema,
} from '@b2b/shared/contract';
import { responses } from '../../plugins/app/envelope';

const Divisions = Type.Array(DivisionSchema);

export const areaSchema = { response: responses(Divisions) };
export const provinceSchema = { response: responses(Divisions) };
export const citySchema = { querystring: CityQuery, response: responses(Divisions) };
export const chinaCitySchema = { querystring: ChinaCityQuery, response: responses(Type.Array(DivisionNodeSchema)) };
export const companyTypeSchema = { response: responses(Type.Array(CompanyTypeSchema)) };
export const initSchema = { response: responses(InitDataSchema) };
export const addVisitSchema = {
  headers: Type.Object({ 'x-client-id': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })) }),
  response: responses(AddVisitResult),
};
