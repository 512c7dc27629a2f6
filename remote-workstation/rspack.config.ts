import { createAppConfig } from '@b2b/build-config';

export default createAppConfig({
  dir: __dirname,
  name: 'workstation',
  port: 3002,
  title: 'remote-workstation',
  exposes: { './routes': './src/expose/routes.ts', './widgets': './src/expose/widgets.ts' },
});
