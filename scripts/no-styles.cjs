// A webpack loader that leaves a stylesheet out: a remote's server render bundles @bet/shared, whose styles the
// shell's stylesheet already carries (scripts/webpack.mjs, serverRenderBundle).
module.exports = () => 'export {};';
