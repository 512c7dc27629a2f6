import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerGetNoticeCounts } from './api/get-notice-counts';
import { registerGetNoticeSettings } from './api/get-notice-settings';
import { registerListNotices } from './api/list-notices';
import { registerReadAllNotices } from './api/read-all-notices';
import { registerReadNotice } from './api/read-notice';
import { registerSaveNoticeSettings } from './api/save-notice-settings';

/** The message center: the caller's own notices and notice settings only. One file per endpoint under api/. */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerListNotices,
    registerGetNoticeCounts,
    registerReadAllNotices,
    registerReadNotice,
    registerGetNoticeSettings,
    registerSaveNoticeSettings,
  ])
    register(app);
};

export default noticeRoutes;
