// Jest only: the `@ant-design/icons` index requires all ~1,700 icon modules in every test file that
// imports one icon. This stand-in loads an icon's own module on first use; anything else comes from the index.
const { realpathSync } = require('node:fs');
const { join } = require('node:path');

const lib = join(realpathSync(join(__dirname, '..', '..', 'host', 'node_modules', '@ant-design', 'icons')), 'lib');
const loaded = new Map();

module.exports = new Proxy(
  { __esModule: true },
  {
    get(target, name) {
      if (typeof name !== 'string' || name in target) return target[name];
      if (!loaded.has(name)) {
        const icon = /^[A-Z]\w+(Outlined|Filled|TwoTone)$/.test(name);
        loaded.set(name, icon ? require(join(lib, 'icons', name)).default : require(join(lib, 'index.js'))[name]);
      }
      return loaded.get(name);
    },
  },
);
