// Prepended to the ES module by --extern-pre-js. Emscripten 3.1.6's ES6
// output still calls require() and reads __dirname when it runs under node;
// an ES module has neither, so derive them from import.meta. In browsers and
// workers this block does nothing.
var require, __dirname;
if (typeof process === 'object' && process.versions && process.versions.node) {
  // The specifier is assembled at run time, so a bundler for the browser
  // does not try to resolve a node module (this branch only runs in node).
  const { createRequire } = await import(['node', 'module'].join(':'));
  require = createRequire(import.meta.url);
  __dirname = require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url));
}
