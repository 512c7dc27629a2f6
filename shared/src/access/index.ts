export * from './routes';
export * from './rules';
export * from './redirect';
export * from './route-link';
export * from './menu';
export * from './landing';
export * from './allowed-redirect';
export * from './showcase';
