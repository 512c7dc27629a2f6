// jsdom lacks these; antd and the i18n/api code need them.
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// antd's Tabs, Select and TextArea observe their size; its Form schedules work with MessageChannel.
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!global.MessageChannel) {
  global.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })) };
    }
  };
}

// jsdom's getComputedStyle matches every rule of every stylesheet against the element, and Testing
// Library calls it for each node it looks at (is it hidden?). antd's CSS-in-JS injects thousands of
// rules, which made one form test take 10-40 s. jsdom lays nothing out, so only the rules that can
// hide an element or make it ignore the pointer matter here: the others are dropped as each
// stylesheet is attached.
const KEPT_PROPERTIES = /(^|[\s;{])(display|visibility|pointer-events)\s*:/;
function pruneSheet(sheet) {
  const rules = sheet.cssRules;
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i];
    if (rule.cssRules && rule.media) pruneSheet(rule);
    const keep = rule.cssRules && rule.media ? rule.cssRules.length > 0 : rule.style && KEPT_PROPERTIES.test(rule.cssText);
    if (!keep) sheet.deleteRule(i);
  }
}
function pruneStyleElement(node) {
  if (node && node.nodeName === 'STYLE' && node.isConnected && node.sheet) pruneSheet(node.sheet);
}
for (const method of ['appendChild', 'insertBefore']) {
  const original = Node.prototype[method];
  Node.prototype[method] = function (node, ...rest) {
    const result = original.call(this, node, ...rest);
    pruneStyleElement(node);
    return result;
  };
}
const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
Object.defineProperty(Element.prototype, 'innerHTML', {
  ...innerHTML,
  set(value) {
    innerHTML.set.call(this, value);
    pruneStyleElement(this);
  },
});

// jsdom implements getComputedStyle for elements only and logs "Not implemented" for a pseudo-element
// (antd's Typography and Wave ask for ::before/::after): jsdom lays nothing out, so the element's own
// style is as good an answer. And where a browser computes a length for every box edge, jsdom answers
// '' for an edge no kept rule sets (see above), which made antd's auto-sized TextArea a `NaN` height.
const BOX_EDGE = /^(padding|margin)-(top|right|bottom|left)$|^border-(top|right|bottom|left)-width$/;
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = function (element) {
  const style = getComputedStyle.call(this, element);
  const getPropertyValue = style.getPropertyValue;
  style.getPropertyValue = (name) => getPropertyValue.call(style, name) || (BOX_EDGE.test(name) ? '0px' : '');
  return style;
};
