// Writes to stdout the CSS of every antd component of the app in <appDir> with the theme read from
// stdin. Its own process, so NODE_ENV chooses antd's class-name prefix and React's build exactly as
// in the app (a production build's classes are `css-<hash>`, a development build's are not).
const { existsSync, readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');

const appDir = process.argv[2];
// The app's own antd, never one found further up or on NODE_PATH.
if (!existsSync(join(appDir, 'node_modules', 'antd', 'package.json'))) {
  process.stderr.write(`${appDir} has no antd of its own in node_modules\n`);
  process.exit(1);
}
const fromApp = createRequire(join(appDir, 'package.json'));
const antd = fromApp('antd');
const React = fromApp('react');
const { extractStyle } = require('@ant-design/static-style-extract');

const theme = JSON.parse(readFileSync(0, 'utf8'));
// antd warns about deprecated components as it renders each one; only the CSS matters here.
console.warn = () => undefined;
console.error = () => undefined;
const css = extractStyle({
  antdInstance: antd,
  customTheme: (node) => React.createElement(antd.ConfigProvider, { theme }, node),
});
process.stdout.write(css);
