// `pnpm migrate`: the pending migrations, then the reference data (and the demo data with DEMO=true on an
// empty database), under the start-up advisory lock: several runs at once (the instances of a deploy) are safe.
// On embedded PGlite only while no API has the data folder open (the API migrates PGlite itself at start).
import { prepareDatabase } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { pendingMigrations } from './db/migrate';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const pending = await pendingMigrations(database).catch(async (error) => {
    await database.close();
    throw error;
  });
  await prepareDatabase(database, config);
  await database.close();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.info(pending.length ? `${where}: applied ${pending.join(', ')}` : `${where}: already current`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
