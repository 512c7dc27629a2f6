import { MyShowcaseSchema, SHOWCASE_API } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { EDIT_WINDOW, type ShowcaseApp } from '../access';
import { moveMyWindow } from './publish-window';

/** Takes the own window down: back to DRAFT, out of the other side's list and detail at once. */
export function registerUnpublishWindow(app: ShowcaseApp) {
  const schema = { response: responses(MyShowcaseSchema) };
  app.post(SHOWCASE_API.unpublish, { schema, config: { access: EDIT_WINDOW } }, async (request) =>
    ok(request, await moveMyWindow(app.ctx, request.caller!, request.lang, 'DRAFT')),
  );
}
