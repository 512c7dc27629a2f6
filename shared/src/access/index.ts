export * from './routes';
export * from './rules';
