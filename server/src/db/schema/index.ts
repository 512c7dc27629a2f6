/** The database's tables, one file per domain; migrations are generated from this index (drizzle.config.ts). */
export * from './companies';
export * from './auth';
export * from './notices';
export * from './common';
export * from './files';
export * from './demands';
export * from './responses';
export * from './collections';
export * from './manpower';
export * from './jobs';
export * from './chat';
export * from './delivery';
export * from './payments';
export * from './bulletin';
export * from './team';
export * from './showcase';
export * from './follows';
