import { createAppConfig } from '@b2b/build-config';

export default createAppConfig({
  dir: __dirname,
  name: 'account',
  port: 3004,
  title: 'remote-account',
  exposes: { './routes': './src/expose/routes.ts' },
});
