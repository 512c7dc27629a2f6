import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerChatWithSupplier } from './api/chat-with-supplier';
import { registerListSuppliers } from './api/list-suppliers';

/** The onboarded suppliers' directory (docs/directory.md): one file per endpoint under api/. */
const directoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListSuppliers(app);
  registerChatWithSupplier(app);
};

export default directoryRoutes;
