import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAddExposure } from './api/add-exposure';
import { registerGetMyExposure } from './api/get-my-exposure';
import { registerGetMyWindow } from './api/get-my-window';
import { registerGetWindow } from './api/get-window';
import { registerListWindows } from './api/list-windows';
import { registerPublishWindow } from './api/publish-window';
import { registerSaveMyWindow } from './api/save-my-window';
import { registerUnpublishWindow } from './api/unpublish-window';

/** Showcase windows and their exposure (issue 38): one file per endpoint under api/, each with its declared access. */
const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerGetMyWindow,
    registerSaveMyWindow,
    registerPublishWindow,
    registerUnpublishWindow,
    registerGetMyExposure,
    registerListWindows,
    registerGetWindow,
    registerAddExposure,
  ])
    register(app);
};

export default showcaseRoutes;
