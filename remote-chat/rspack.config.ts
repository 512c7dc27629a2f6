import { createAppConfig } from '@b2b/build-config';

export default createAppConfig({
  dir: __dirname,
  name: 'chat',
  port: 3003,
  title: 'remote-chat',
  exposes: { './routes': './src/expose/routes.ts', './widgets': './src/expose/widgets.ts' },
});
