// Prerender builds only (Node): stands where style-loader stands in the browser build. The CSS
// module's class names are its export, exactly as in the browser, and its text is appended to
// globalThis.__B2B_PRERENDER_CSS__ in evaluation order, so the prerendered page can inline the CSS
// of exactly the modules its render evaluated.
module.exports = function collectCssLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import content from ${request};`,
    `const sheets = (globalThis.__B2B_PRERENDER_CSS__ ??= []);`,
    `sheets.push(String(content));`,
    `export default content.locals;`,
  ].join('\n');
};
