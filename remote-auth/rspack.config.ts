import { createAppConfig } from '@b2b/build-config';

export default createAppConfig({
  dir: __dirname,
  name: 'auth',
  port: 3001,
  title: 'remote-auth',
  exposes: { './routes': './src/expose/routes.ts' },
  // Every new visitor's first antd page: its own tree-shaken antd, not the whole shared one.
  antd: 'own',
});
