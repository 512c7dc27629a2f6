import type { FastifyPluginAsync } from 'fastify';
import friendRoutes from './friends/routes';
import groupRoutes from './groups/routes';
import messageRoutes from './messages/routes';
import partnerRoutes from './partners/routes';
import serviceRoutes from './service/routes';
import socketRoutes from './socket/routes';
import { translationsSettled } from './translate/job';

/** Chat (docs/chat.md): friends and contacts, messages, groups, customer service, and the socket. */
const chatRoutes: FastifyPluginAsync = async (app) => {
  // A translation still running writes to the database: let it finish (2 s at most) before the app closes it.
  app.addHook('preClose', async () => {
    await translationsSettled(app.ctx);
  });
  await app.register(friendRoutes);
  await app.register(messageRoutes);
  await app.register(partnerRoutes);
  await app.register(groupRoutes);
  await app.register(serviceRoutes);
  await app.register(socketRoutes);
};

export default chatRoutes;
