// Builds several apps in one webpack process (one start of node, webpack and the loaders instead of one per app):
// node scripts/webpack-many.mjs shell mf-account ... Each app's dist is written as `webpack --mode production` would.
import path from 'node:path';
import webpack from 'webpack';
import { root } from './bootstrap.mjs';

const dirs = process.argv.slice(2);
const configs = [];
for (const dir of dirs) {
  // an app's folder in the workspace, or an absolute one (a test's changed copy of an app: scripts/variant.mjs)
  const { default: factory } = await import(path.join(path.isAbsolute(dir) ? dir : path.join(root, dir), 'webpack.config.mjs'));
  const made = typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;
  configs.push(...(Array.isArray(made) ? made : [made]));
}
// one compiler at a time: two cores are shared with the tests, and parallel compilers only interleave on one thread
webpack(Object.assign(configs, { parallelism: 1 }), (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const text = stats.toString('errors-warnings');
  if (text.trim()) console.log(text);
  process.exit(stats.hasErrors() ? 1 : 0);
});
