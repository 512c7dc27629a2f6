import { HOME_API, HomeNewsSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { HOME_PAGE, type HomeApp } from '../access';
import { homeNews } from '../news';

export function registerGetHomeNews(app: HomeApp) {
  app.get(HOME_API.news, { schema: { response: responses(HomeNewsSchema) }, config: { access: HOME_PAGE } }, async (request) =>
    ok(request, await homeNews(app.ctx, request.caller!, request.lang)),
  );
}
