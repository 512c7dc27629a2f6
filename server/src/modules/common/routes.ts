import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, isAppError } from '../../lib/errors';
import { shanghaiDay } from '../../lib/clock';
import { ok } from '../../plugins/app/envelope';
import { listAreas } from './areas';
import { listDistricts, provinceTree } from './divisions';
import { localCities, localProvinces } from './region-names';
import { addVisitSchema, areaSchema, chinaCitySchema, citySchema, companyTypeSchema, initSchema, provinceSchema } from './schema';
import { addVisit, initData, listCompanyTypes } from './service';

const commonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  /** Reference data, the same for every caller: cacheable (see plugins/external/helmet.ts). */
  const config = { cacheable: true, access: { kind: 'public' } } as const;
  const visitor = { access: { kind: 'public', user: 'optional' } } as const;

  app.get(API.area, { schema: areaSchema, config }, async (request) => ok(request, listAreas(request.lang)));

  app.get(API.province, { schema: provinceSchema, config }, async (request) => ok(request, localProvinces(request.lang)));

  app.get(API.city, { schema: citySchema, config }, async (request) => {
    const cities = localCities(request.query.provinceCode, request.lang);
    if (!cities) throw new AppError('NOT_FOUND');
    return ok(request, cities);
  });

  app.get(API.chinaCity, { schema: chinaCitySchema, config }, async (request) => {
    const { cityCode } = request.query;
    if (!cityCode) return ok(request, provinceTree());
    const districts = listDistricts(cityCode);
    if (!districts) throw new AppError('NOT_FOUND');
    return ok(request, districts);
  });

  app.get(API.companyType, { schema: companyTypeSchema, config }, async (request) =>
    ok(request, await listCompanyTypes(ctx, request.lang)),
  );

  /** Boot data; the customer-service accounts only to a signed-in caller (a visitor gets none). */
  app.get(API.init, { schema: initSchema, config: visitor }, async (request) =>
    ok(request, await initData(ctx, request.lang, request.caller !== null)),
  );

  // Over the per-IP limit a visit is not counted, and the answer says so like any visit not counted: many
  // people of one office share an address, and a refused call would be an error in each of their consoles.
  const overLimit = new WeakSet<FastifyRequest>();
  const visitLimit: onRequestAsyncHookHandler = async function (request, reply) {
    try {
      await app.limits.visit.call(this, request, reply);
    } catch (error) {
      if (!isAppError(error) || error.reason !== 'RATE_LIMITED') throw error;
      overLimit.add(request);
    }
  };

  /**
   * A signed-in user counts once a day; a visitor by X-Client-Id (8–64 of [A-Za-z0-9_-]), else by
   * address. Limited per IP (beyond it, `counted: false`), and the table is bounded (see addVisit).
   */
  app.put(API.addVisit, { schema: addVisitSchema, onRequest: visitLimit, config: visitor }, async (request) => {
    if (overLimit.has(request)) return ok(request, { date: shanghaiDay(ctx.clock.now()), counted: false });
    const clientId = request.headers['x-client-id'];
    const visitor = request.caller ? `u:${request.caller.user.id}` : clientId ? `c:${clientId}` : `ip:${request.ip}`;
    return ok(request, await addVisit(ctx, visitor));
  });
};

export default commonRoutes;
