import { defineJob } from '../../jobs';
import { purgeExpiredUploads } from './service';

/** Expired direct uploads (never confirmed) are deleted every `UPLOAD_PURGE_MINUTES`, by one instance. */
export const purgeUploadsJob = defineJob(
  'files.purge-uploads',
  async (ctx) => {
    const purged = await purgeExpiredUploads(ctx);
    if (purged) ctx.log.info({ purged }, 'expired uploads purged');
  },
  { every: (ctx) => ctx.config.files.purgeIntervalMinutes * 60_000 },
);

export const fileJobs = [purgeUploadsJob];
