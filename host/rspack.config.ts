import { createAppConfig, kernelVersion } from '@b2b/build-config';

export default createAppConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  title: '企服通 · B2B Connect',
  devRemotes: { auth: 3001, workstation: 3002, chat: 3003, account: 3004 },
  runtimePlugins: [
    require.resolve('./src/federation/resilient-remotes-plugin.ts'),
    require.resolve('./src/federation/singleton-share-plugin.ts'),
    [require.resolve('./src/federation/kernel-version-plugin.ts'), { kernelVersion: kernelVersion(__dirname), provider: 'host' }],
  ],
});
