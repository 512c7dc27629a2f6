import { join } from 'node:path';
import { createPrerenderConfig } from '@b2b/build-config';

export default createPrerenderConfig({
  dir: __dirname,
  name: 'auth',
  entry: './src/prerender/render.tsx',
  outDir: join(__dirname, 'node_modules', '.cache', 'prerender'),
  antdStylesheet: true,
});
