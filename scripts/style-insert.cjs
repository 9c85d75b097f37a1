// Where the shell's build puts a stylesheet it imports (style-loader's `insert`, scripts/webpack.mjs): at the end of
// the head, as style-loader does, unless the page came drawn by the shell's server with its stylesheet, which holds
// every rule the shell's build imports (shell/server/ssr.mjs links it as `data-server-styles`): the same rules twice
// cost every style recalculation and declared each font face twice. A remote's stylesheets are never in it: a
// remote's build inserts as style-loader does.
module.exports = function insertUnlessServerDrawn(element) {
  if (document.querySelector('link[data-server-styles]')) return;
  document.head.appendChild(element);
};
