import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import { optionalUser } from '../../plugins/app/auth';
import { ok } from '../../plugins/app/envelope';
import { listAreas } from './areas';
import { listCities, listDistricts, listProvinces, provinceTree } from './divisions';
import { addVisitSchema, areaSchema, chinaCitySchema, citySchema, companyTypeSchema, initSchema, provinceSchema } from './schema';
import { addVisit, initData, listCompanyTypes } from './service';

const commonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(API.area, { schema: areaSchema }, async (request) => ok(request, listAreas(request.lang)));

  app.get(API.province, { schema: provinceSchema }, async (request) => ok(request, listProvinces()));

  app.get(API.city, { schema: citySchema }, async (request) => {
    const cities = listCities(request.query.provinceCode);
    if (!cities) throw new AppError('NOT_FOUND');
    return ok(request, cities);
  });

  app.get(API.chinaCity, { schema: chinaCitySchema }, async (request) => {
    const { cityCode } = request.query;
    if (!cityCode) return ok(request, provinceTree());
    const districts = listDistricts(cityCode);
    if (!districts) throw new AppError('NOT_FOUND');
    return ok(request, districts);
  });

  app.get(API.companyType, { schema: companyTypeSchema }, async (request) => ok(request, await listCompanyTypes(ctx, request.lang)));

  app.get(API.init, { schema: initSchema }, async (request) => ok(request, await initData(ctx, request.lang)));

  /** A signed-in user counts once a day; a visitor by X-Client-Id, else by address. */
  app.put(API.addVisit, { schema: addVisitSchema, onRequest: optionalUser }, async (request) => {
    const clientId = request.headers['x-client-id'];
    const visitor = request.caller ? `u:${request.caller.user.id}` : clientId ? `c:${clientId}` : `ip:${request.ip}`;
    return ok(request, await addVisit(ctx, visitor));
  });
};

export default commonRoutes;
