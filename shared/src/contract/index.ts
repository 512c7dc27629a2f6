export * from './envelope';
export * from './errors';
export * from './user';
export * from './auth';
export * from './account';
export * from './company';
export * from './common';
export * from './endpoints';
