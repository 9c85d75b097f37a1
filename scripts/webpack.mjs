// The one webpack config factory: each app's webpack.config.mjs names itself, its exposes and its port.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import mf from '@module-federation/enhanced/webpack';
import { apps, portOf, runtimeConfig } from './ports.mjs';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = mf;
/** @module-federation/runtime-core as the plugin's own runtime plugins import it (for a remote's standalone page). */
const enhancedDir = (() => {
  let dir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  while (path.basename(dir) !== 'enhanced') dir = path.dirname(dir);
  return dir;
})();
const enhancedRequire = createRequire(path.join(enhancedDir, 'package.json'));
const runtimeCore = enhancedRequire.resolve('@module-federation/runtime-tools/runtime-core');
/** The plugin that hands the shell's runtime core to the remotes: its ES build, which shares the shell's one core (its CommonJS build brought a second copy, 28 KB). */
const injectCorePlugin = enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
/** The workspace's @bet/shared (an app built aside, scripts/variant.mjs, has no sibling of its own). */
const sharedDir = fileURLToPath(new URL('../shared', import.meta.url));
const sharedPkg = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

/**
 * React Router's production build for a production bundle: its package's exports name only its development build
 * (remix-run/react-router#14102, open), whose one difference is `ENABLE_DEV_WARNINGS = true`: the warnings' checks
 * run on every route match and their messages ship. The same files otherwise (the two builds' chunks differ in that
 * line alone), so the alias is exact; react-router-dom, which @bet/shared uses, imports both entries.
 */
const routerDomDir = path.dirname(createRequire(path.join(sharedDir, 'package.json')).resolve('react-router-dom/package.json'));
const routerDir = path.dirname(createRequire(path.join(routerDomDir, 'package.json')).resolve('react-router/package.json'));
const routerProduction = {
  'react-router$': path.join(routerDir, 'dist', 'production', 'index.mjs'),
  'react-router/dom$': path.join(routerDir, 'dist', 'production', 'dom-export.mjs'),
};

/**
 * The singletons every app shares: one react, one jotai store, one @bet/shared (which carries the router). The
 * libraries' versions are not compared at run time (requiredVersion false): every app is built from this workspace
 * against the same installed copies (scripts/shared.test.mjs checks it), and the federation runtime's semver checks
 * cost a phone's first load ~40 ms of main thread for six packages. @bet/shared is the contract between the shell
 * and a remote released on its own: each remote declares the range it was built against (^ its version, in its
 * mf-manifest.json), and the shell checks a remote's range before it runs any of its code (shell/src/mf/compatibility.ts;
 * docs/architecture.md, "Versions and compatibility").
 */
export function sharedSingletons({ host = false } = {}) {
  const one = { singleton: true, requiredVersion: false };
  // only what the first screen runs: a shared module is fetched when the shell starts (react-hook-form and the
  // forms' validator as singletons added 30 KB to the first load of /, measured), so the forms' libraries stay
  // in each app's form routes
  return {
    react: one,
    'react/jsx-runtime': one,
    'react-dom': one,
    'react-dom/client': one,
    jotai: one,
    // the shell provides it and is not checked against itself: the one range check the federation ran as the shell
    // started compiled its semver expressions, 8-10 ms of the first script's task on a fast host
    '@bet/shared': { singleton: true, requiredVersion: host ? false : `^${sharedPkg.version}`, version: sharedPkg.version },
    ...helperFiles(one),
  };
}

/**
 * The helpers every app's code carries besides its libraries: the CSS loaders' runtime (which a stylesheet import
 * becomes) and lucide's icon factory (which each icon calls). The shell loads them with its first screen, so a remote
 * takes the shell's (about 3 KB on the wire less for every remote a player opens). They are shared by file, as the
 * loaders write them into the code by path, under a key of their own.
 */
function helperFiles(one) {
  const lucide = path.dirname(createRequire(new URL('../shared/package.json', import.meta.url)).resolve('lucide-react/package.json'));
  const files = {
    'style-loader/dist/runtime/injectStylesIntoStyleTag.js': require.resolve('style-loader/dist/runtime/injectStylesIntoStyleTag.js'),
    'style-loader/dist/runtime/insertBySelector.js': require.resolve('style-loader/dist/runtime/insertBySelector.js'),
    'style-loader/dist/runtime/insertStyleElement.js': require.resolve('style-loader/dist/runtime/insertStyleElement.js'),
    'style-loader/dist/runtime/setAttributesWithoutAttributes.js': require.resolve('style-loader/dist/runtime/setAttributesWithoutAttributes.js'),
    'style-loader/dist/runtime/styleDomAPI.js': require.resolve('style-loader/dist/runtime/styleDomAPI.js'),
    'style-loader/dist/runtime/styleTagTransform.js': require.resolve('style-loader/dist/runtime/styleTagTransform.js'),
    'css-loader/dist/runtime/api.js': require.resolve('css-loader/dist/runtime/api.js'),
    'css-loader/dist/runtime/noSourceMaps.js': require.resolve('css-loader/dist/runtime/noSourceMaps.js'),
    'lucide-react/createLucideIcon': fs.realpathSync(path.join(lucide, 'dist', 'esm', 'createLucideIcon.mjs')),
  };
  return Object.fromEntries(Object.entries(files).map(([shareKey, file]) => [file, { ...one, shareKey, version: '0' }]));
}

/** A plugin that puts a copy of `file` in the build as `name`. */
function emitFile(name, file) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('emit-file', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'emit-file', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
        });
      });
    },
  };
}

/**
 * The first-load manifest (first-load.json) of the shell and of each remote: the script files a page needs before
 * it can draw, by chunk group. The shell's `start`: what main.js asks for as it starts (its entry's child groups,
 * the app's bootstrap and the shared singletons, and what the bootstrap asks for at once, the app and the remotes'
 * registry). A remote's `start`: its entry and the scripts of its routes (the `./Routes` expose). Both: the scripts
 * of each page loaded on demand (`page-*`, webpackChunkName in the shell's App.tsx and the remotes' Routes.tsx).
 * The shell's static server names them in a page's Link hints, so they download beside main.js instead of after
 * it has run (shell/server/hints.mjs). A route of the app's routes.json whose `chunk` its build has not is a build error.
 */
function firstLoadManifest({ host, owner, routesFile }) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('first-load', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'first-load', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const groups = {};
          const filesOf = (group) => [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => f.endsWith('.js')).sort();
          if (host) {
            // what main.js asks for as it starts: its entry's child groups (the app's bootstrap, which holds the app and
            // the remotes' registry, and the shared singletons); the app's own children, the pages, load on demand and
            // are named per page below
            const main = compilation.entrypoints.get('main');
            // main.js first: the page's own script must not queue behind the hints for the rest
            const children = [...(main?.childrenIterable ?? [])];
            const mainFiles = (main?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
            const rest = [...new Set(children.flatMap(filesOf))].filter((f) => !mainFiles.includes(f));
            // the largest first: the page's hints start them in this order, and the largest one ends last
            const size = (f) => compilation.getAsset(f)?.source.size() ?? 0;
            groups.start = [...mainFiles, ...rest.sort((a, b) => size(b) - size(a) || a.localeCompare(b))];
          } else {
            const routes = compilation.namedChunkGroups.get('__federation_expose_Routes');
            groups.start = ['remoteEntry.js', ...(routes ? filesOf(routes) : [])];
          }
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-')) continue;
            groups[name] = filesOf(group);
          }
          for (const route of JSON.parse(fs.readFileSync(routesFile, 'utf8'))) {
            if (!route.chunk || groups[route.chunk]) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(`routes.json: ${route.path} names the chunk ${route.chunk}, which ${owner}'s build has not`),
            );
          }
          compilation.emitAsset('first-load.json', new compiler.webpack.sources.RawSource(JSON.stringify(groups)));
        });
      });
    },
  };
}

/**
 * A second, plain bundle of an app's build (no federation), built after it: one entry, written beside the build as
 * `<name>.js` (the remotes' own federation core, the shell's first script).
 */
function plainBundle(config, dir, name, entry, { output = {}, ...rest } = {}) {
  return {
    name: `${config.name}-${name}`,
    dependencies: [config.name],
    mode: 'production',
    context: dir,
    target: 'web',
    entry: { [name]: entry },
    ...rest,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, ...output },
    optimization: { minimize: config.optimization.minimize, minimizer: config.optimization.minimizer },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Writes `ssr.json`: the names of a remote's server render and its stylesheet in this build. */
class ServerRenderNames {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerRenderNames', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerRenderNames', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const names = Object.keys(assets);
        const render = names.find((n) => /^ssr\/render\.[0-9a-f]{8}\.cjs$/.test(n));
        const css = names.find((n) => /^ssr\.[0-9a-f]{8}\.css$/.test(n)) ?? null;
        compilation.emitAsset('ssr.json', new webpack.sources.RawSource(JSON.stringify({ render, css })));
      });
    });
  }
}

/**
 * An app's server render (the shell's src/server-render.tsx; a remote's, shared/src/remote-server-render.tsx with its
 * own src/Routes) as a Node bundle, read by the shell's server (shell/server/ssr.mjs);
 * every stylesheet its screens import goes into one file beside it (`ssr.<hash>.css`), which a server-drawn page has
 * in its head so that it shows styled before any script (the shell's linked, a remote's inline). One file, no chunks: the lazily loaded pages are in it.
 * Pictures and fonts keep the client build's names (not written twice). The shell's is `ssr/render.cjs`, never served;
 * a remote's is `ssr/render.<hash>.cjs`, named with its stylesheet in `ssr.json`, which the shell's server fetches
 * from the remote's origin (its pictures come from there: the path is relative, the base given per render).
 */
function serverRenderBundle(config, dir, { remote = false } = {}) {
  const code = config.module.rules.filter((r) => !/css|png|woff2/.test(String(r.test)));
  return {
    name: `${config.name}-ssr`,
    dependencies: [config.name],
    mode: 'production',
    context: dir,
    target: 'node20',
    // a remote's is the one of every remote, with its own pages (`@remote/Routes`)
    entry: { render: remote ? path.join(sharedDir, 'src', 'remote-server-render.tsx') : './src/server-render.tsx' },
    resolve: {
      extensions: config.resolve.extensions,
      alias: { ...routerProduction, ...(remote ? { '@remote/Routes$': path.join(dir, 'src', 'Routes') } : {}) },
    },
    module: {
      rules: [
        ...code,
        // a remote's stylesheet has its own rules, not @bet/shared's (the shell's page has those)
        ...(remote ? [{ test: /\.css$/, include: sharedDir, use: [require.resolve('./no-styles.cjs')] }] : []),
        {
          test: /\.css$/,
          ...(remote ? { exclude: sharedDir } : {}),
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        { test: /\.woff2$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 1000 } }, generator: { emit: false } },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    output: {
      path: path.join(dir, 'dist'),
      filename: remote ? 'ssr/[name].[contenthash:8].cjs' : 'ssr/[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: remote ? '' : '/',
      assetModuleFilename: config.output.assetModuleFilename,
      clean: false,
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'ssr.[contenthash:8].css' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(remote ? [new ServerRenderNames()] : []),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {{ dir: string, exposes?: Record<string,string>, host?: boolean, standalone?: boolean, title?: string, runtimePlugins?: string[] }} opts
 * `standalone`: an app of its own origin outside the federation (the back-office console): no federation plugin,
 * @bet/shared bundled in.
 */
export function createConfig({ dir, exposes = {}, host = false, standalone = false, title, runtimePlugins = [] }) {
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    const folder = path.basename(dir);
    const app = apps.find((a) => a.dir === folder);
    if (!app) throw new Error(`unknown app folder ${folder}`);
    // In production the remotes leave the federation runtime's core out of their entries and use the shell's
    // (15 KB less on the wire for every remote a player opens); their standalone pages load it from a file of
    // their own (federation-core.js, built by the second config below).
    const sharedRuntime = prod && !process.env.MF_OWN_RUNTIME && !standalone;
    // the app's own routes: the shell's pages, or the pages a remote publishes with its release
    const routesFile = path.join(dir, 'src', 'routes.json');
    const config = {
      name: app.name,
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: prod ? (process.env.SOURCE_MAP ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host || standalone ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...(sharedRuntime && host ? { [injectCorePlugin]: injectCorePlugin.replace(/\.cjs$/, '.js') } : {}),
          ...(prod ? routerProduction : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                },
              },
            },
          },
          // TypeBox's modules only define things (no package.json sideEffects field says so): the forms' builders
          // (Object, String, Union...) then bring their own modules instead of the whole library behind its index
          { test: /[\\/]typebox[\\/]build[\\/]/, sideEffects: false },
          // nor do the contract's (schemas, messages, limits): a page that takes one constant from
          // @bet/shared/contract gets that constant's module, not every schema of the api and TypeBox's engine
          { test: /[\\/]shared[\\/]src[\\/]contract[\\/]/, sideEffects: false },
          {
            test: /\.css$/,
            use: [
              // the shell's: not inserted on a page its server drew with every rule of them (style-insert.cjs)
              host ? { loader: require.resolve('style-loader'), options: { insert: require.resolve('./style-insert.cjs') } } : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          // a font of a few glyphs (the taka sign's, 744 bytes) in the stylesheet itself: a file of its own took one of
          // the page's six connections to the shell's server while the first scripts waited for one
          { test: /\.woff2$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 1000 } } },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(standalone
          ? []
          : [
              new ModuleFederationPlugin({
                name: app.name,
                ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
                remotes: {},
                shared: sharedSingletons({ host }),
                shareStrategy: 'loaded-first',
                runtimePlugins,
                manifest: true,
                dts: false,
                // every app runs in a browser: the federation runtime leaves out its code for Node
                experiments: {
                  optimization: { target: 'web', ...(host ? {} : { disableRemote: true }) },
                  ...(sharedRuntime ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
                },
              }),
            ]),
        // the app's routes beside its index.html (the shell's) or its manifest (a remote's, which it so publishes with
        // its release): the shell's static server and the shell compose the router from them
        ...(standalone ? [] : [emitFile('routes.json', routesFile)]),
        // the frame's first calls (the header's, on every page), which the shell's server reads beside its routes
        ...(host ? [emitFile('frame-calls.json', path.join(dir, 'src', 'frame-calls.json'))] : []),
        ...(standalone ? [] : [firstLoadManifest({ host, owner: app.name, routesFile })]),
        new HtmlWebpackPlugin({
          template: require.resolve('./index.html'),
          publicPath: '/',
          title: title ?? (host ? 'Bet' : `${app.name} (standalone)`),
          runtimeCore: sharedRuntime && !host,
          // the shell's pages name the installed app's manifest (shell/server/pwa.mjs)
          installable: host,
        }),
      ],
      optimization: {
        minimize: prod && !process.env.NO_MINIFY,
        // the shell's libraries of the first screen (react, react-dom, the scheduler, jotai, the CSS loaders' helpers,
        // lucide's icon factory) in one file: as the federation shares them, each was a file of its own (nine on every first load, six of
        // them 1-3 KB), and on HTTP/1.1's six connections a page's scripts queued behind one another (docs/performance.md)
        ...(host
          ? {
              splitChunks: {
                cacheGroups: {
                  defaultVendors: false,
                  firstLibs: {
                    test: /node_modules[\\/]((react|react-dom|scheduler|jotai|css-loader|style-loader)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared[\\/]))/,
                    name: 'libs',
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: portOf(app),
        host: '0.0.0.0',
        allowedHosts: 'all',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares(middlewares, server) {
          server.app.get('/config.json', (req, res) => res.json(runtimeConfig(req.hostname)));
          return middlewares;
        },
      },
    };
    // the shell's first script as a bundle of its own (first-screen.js), which the shell's static server writes into
    // the page (shell/server/page.mjs): no federation, a plain script of a few KB
    if (host && prod)
      return [
        config,
        plainBundle(config, dir, 'first-screen', './src/first-screen.ts', {
          resolve: { extensions: config.resolve.extensions },
          module: { rules: config.module.rules.filter((r) => !/css|png|woff2/.test(String(r.test))) },
          output: { iife: true },
        }),
        serverRenderBundle(config, dir),
      ];
    if (!sharedRuntime || host) return config;
    return [
      config,
      plainBundle(config, dir, 'federation-core', require.resolve('./federation-core.mjs'), {
        resolve: { alias: { 'federation-runtime-core$': runtimeCore } },
      }),
      // a remote's pages are drawn on the shell's server too
      ...(exposes['./Routes'] ? [serverRenderBundle(config, dir, { remote: true })] : []),
    ];
  };
}
