// The API contract of client and server. The schemas (TypeBox, used by the server) build on the
// constants of the *-rules modules and paging, which import nothing: a browser that imports only
// constants and types bundles no schema code (the package has no side effects).
export * from './envelope';
export * from './paging';
export * from './errors';
export * from './user';
export * from './user-rules';
export * from './auth';
export * from './auth-rules';
export * from './account';
export * from './company';
export * from './company-rules';
export * from './common';
export * from './notice-rules';
export * from './endpoints';
export * from './request-rules';
export * from './files';
export * from './file-rules';
export * from './demands';
export * from './demand-rules';
export * from './responses';
export * from './response-rules';
export * from './manpower';
export * from './manpower-rules';
export * from './chat';
export * from './chat-rules';
export * from './projects';
export * from './project-rules';
export * from './payments';
export * from './payment-rules';
export * from './bulletin';
export * from './bulletin-rules';
export * from './team';
export * from './team-rules';
export * from './directory';
export * from './directory-rules';
