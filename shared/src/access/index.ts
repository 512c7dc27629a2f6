export * from './routes';
export * from './rules';
export * from './redirect';
export * from './route-link';
