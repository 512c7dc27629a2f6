export * from './routes';
export * from './rules';
export * from './redirect';
