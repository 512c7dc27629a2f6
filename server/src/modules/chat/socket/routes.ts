import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import { CHAT_API as API, CHAT_LIMITS, ChatTicketSchema } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import { Uuid } from '../../../lib/schemas';
import { ok, responses } from '../../../plugins/app/envelope';
import { MESSAGE_ACCESS } from '../access';
import { mayOpenSocket } from '../eligible';
import { serveSocket } from './connection';
import { SocketHub } from './hub';
import { issueTicket, redeemTicket } from './ticket';

/** Frames above this close the socket (1009) before they are read; smaller ones above `frameMaxBytes` get an error frame. */
const MAX_PAYLOAD_BYTES = 4 * CHAT_LIMITS.frameMaxBytes;

/** The chat socket (docs/chat.md, "Frames") and the ticket that opens it. */
const socketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const hub = new SocketHub();
  ctx.metrics.countSockets(() => hub.size);
  const stop = ctx.events.subscribe('chat.frame', (event) => hub.deliver(event.userIds, event.frame));
  app.addHook('preClose', async () => {
    stop();
    // 1012 "service restart": the client reconnects (to another instance behind the web tier).
    hub.closeAll(1012, 'server restarting: reconnect');
  });
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });

  app.post(API.ticket, { schema: { response: responses(ChatTicketSchema) }, config: MESSAGE_ACCESS }, async (request) =>
    ok(request, await issueTicket(ctx, request.caller!)),
  );

  /**
   * Before the upgrade: the Origin is one of the configured origins, the ticket is good (and used up
   * here), the path names the ticket's account, and that account may still open its chat page now
   * (a pay member its `chat`, staff their `chat-customer`: `CHAT_PAGES`).
   */
  const admit: preHandlerAsyncHookHandler = async (request) => {
    if (!request.ws) throw new AppError('NOT_FOUND');
    const origin = request.headers.origin;
    if (!origin || !ctx.config.corsOrigins.includes(origin)) throw new AppError('CHAT_ORIGIN_REFUSED');
    const { ticket } = request.query as { ticket: string };
    const caller = await redeemTicket(ctx, ticket);
    if (!caller) throw new AppError('CHAT_TICKET_INVALID');
    if (caller.user.id !== (request.params as { userId: string }).userId) throw new AppError('FORBIDDEN');
    if (!mayOpenSocket(caller.user, caller.company, ctx.clock.now())) throw new AppError('FORBIDDEN');
    request.caller = caller;
  };

  app.get(
    API.socket,
    {
      websocket: true,
      // The one-time ticket in the query is the credential (checked by `admit`, before the upgrade).
      config: { access: { kind: 'public' } },
      schema: {
        params: Type.Object({ userId: Uuid }, { additionalProperties: false }),
        querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
      },
      preHandler: admit,
    },
    (socket, request) => serveSocket(ctx, hub, socket, request.caller!, request.lang),
  );
};

export default socketRoutes;
