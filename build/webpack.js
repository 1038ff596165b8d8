'use strict';
/**
 * The one webpack + Module Federation configuration of every front-end area (shell and remotes).
 * Each area's webpack.config.js is `module.exports = createConfig({ dirname: __dirname, ... })`.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { writeRelease } = require('./release');

const ROOT = path.resolve(__dirname, '..');
const SHARED_DIR = path.join(ROOT, 'shared');

/** Third-party libraries that must exist once per page (one React, one router, one store library). */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'axios',
  'react-toastify',
  'date-fns',
  '@tanstack/react-query',
];

/** Shared libraries provided by a module of ours instead of the package's own entry. */
const ROUTER_EXPORTS = path.join(__dirname, 'react-router-dom.js');
const SHARED_OVERRIDES = { 'react-router-dom': ROUTER_EXPORTS };

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Every module under shared/src as the request the code imports it by:
 * `src/session/store.ts` -> `@academy/shared/session/store`, `src/ui/Tabs.tsx` -> `@academy/shared/ui/Tabs`.
 * Each is its own singleton, so the module that creates the store or the client exists once per page.
 * The API contract (src/contract) is left out: the front ends import only its types.
 */
function sharedPackageModules() {
  const srcDir = path.join(SHARED_DIR, 'src');
  const contractDir = path.join(srcDir, 'contract') + path.sep;
  return walk(srcDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith(contractDir))
    .map(
      (file) =>
        `@academy/shared/${path
          .relative(srcDir, file)
          .split(path.sep)
          .join('/')
          .replace(/\.tsx?$/, '')}`,
    )
    .sort();
}

/** The Module Federation `shared` object: libraries with the version the root lock installed. */
function sharedConfig() {
  const shared = {};
  for (const request of SINGLETON_LIBRARIES) {
    const pkgName = request
      .split('/')
      .slice(0, request.startsWith('@') ? 2 : 1)
      .join('/');
    const version = readJson(require.resolve(`${pkgName}/package.json`, { paths: [ROOT] })).version;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
    if (SHARED_OVERRIDES[request]) shared[request].import = SHARED_OVERRIDES[request];
  }
  const sharedVersion = readJson(path.join(SHARED_DIR, 'package.json')).version;
  for (const request of sharedPackageModules()) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
      // the import is resolved through @academy/shared's package.json "exports"
      import: request,
    };
  }
  return shared;
}

/** Text files a static server sends: each gets a .br (quality 11) and a .gz copy beside it. */
const COMPRESSIBLE = /\.(js|css|html|json|webmanifest|svg|map|txt|xml)$/;

function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * The front ends' release, named in their error reports (`__ACADEMY_RELEASE__`): ACADEMY_RELEASE
 * when the deploy sets it, else the root version and the commit built (`1.0.0+3f2a9c1`).
 */
function release() {
  const named = process.env.ACADEMY_RELEASE;
  if (named) return named.replace(/[^A-Za-z0-9._+@-]/g, '-').slice(0, 100);
  const { version } = readJson(path.join(ROOT, 'package.json'));
  try {
    const commit = require('node:child_process')
      .execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
}

const typescriptRule = (dirname) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: require.resolve('ts-loader'),
  options: { transpileOnly: true, configFile: path.join(dirname, 'tsconfig.json') },
});

/**
 * The one federation runtime of a page (`@module-federation/runtime-core`). Remotes are built
 * without it (`experiments.externalRuntime`) and read it from a global that RUNTIME_CORE_SOURCE
 * sets: the shell runs that module before its own entry; a remote's standalone page has no shell
 * and loads it as RUNTIME_CORE_FILE before the remote's main.js. The shell does not use
 * `experiments.provideExternalRuntime`: it adds its runtime plugin by the CommonJS file, which
 * bundles a second copy of the runtime next to the shell's own (ES module) one.
 */
const RUNTIME_CORE_ENTRY = 'federation-runtime';
const RUNTIME_CORE_FILE = `${RUNTIME_CORE_ENTRY}.js`;
// an ES module: a CommonJS require would bundle the CommonJS build of the runtime, a second copy in the shell
const RUNTIME_CORE_SOURCE = path.join(__dirname, 'federation-runtime.mjs');

/** On the standalone page, the runtime's script goes first (both are deferred: they run in order). */
function loadRuntimeCoreFirst(compiler) {
  compiler.hooks.compilation.tap('LoadRuntimeCoreFirst', (compilation) => {
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LoadRuntimeCoreFirst', (groups) => {
      groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${RUNTIME_CORE_FILE}` }));
      return groups;
    });
  });
}

/** RUNTIME_CORE_FILE in a remote's dist, built on its own: the remote's build leaves the runtime out. */
function runtimeCoreConfig(dirname) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    return {
      name: RUNTIME_CORE_ENTRY,
      // after the browser build, whose output.clean would delete this file
      dependencies: ['browser'],
      mode,
      context: dirname,
      entry: { [RUNTIME_CORE_ENTRY]: RUNTIME_CORE_SOURCE },
      devtool: false,
      output: { path: path.join(dirname, 'dist'), filename: '[name].js', clean: false },
      plugins: production ? compressionPlugins() : [],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The web manifest and its icons, the touch icon and the picture of shared links, at fixed
 * addresses at the root of every area's dist: each area's page links them (index.html), and
 * the prerendered public pages name the picture (document.js). Drawn by scripts/make-icons.mjs.
 */
const APP_ICON_FILES = [
  path.join(SHARED_DIR, 'src/assets/manifest.webmanifest'),
  ...['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png', 'og-image.png'].map((file) =>
    path.join(SHARED_DIR, 'src/assets/icons', file),
  ),
];

function emitAppIcons(compiler) {
  compiler.hooks.thisCompilation.tap('EmitAppIcons', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'EmitAppIcons', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      for (const file of APP_ICON_FILES) {
        compilation.fileDependencies.add(file);
        compilation.emitAsset(path.basename(file), new webpack.sources.RawSource(fs.readFileSync(file)));
      }
    });
  });
}

const ASSET_TEST = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * @param {object} options
 * @param {string} options.dirname the area's directory
 * @param {string} options.name Module Federation name (shell, public_site, student_portal, facilitator_desk)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] what a remote offers the shell
 * @param {boolean} [options.isHost] the shell: no remoteEntry, remotes registered at runtime
 * @returns the area's webpack configurations: the browser build, and for a remote also RUNTIME_CORE_FILE
 */
function createConfig({ dirname, name, port, exposes = {}, isHost = false }) {
  const browser = (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    const title = 'Leadership Academy';

    const federation = {
      name,
      shared: sharedConfig(),
      // 'version-first' would fetch every registered remote's remoteEntry.js the first time a shared
      // module loads after start (to compare versions), so a page would download all areas; one
      // build of each singleton serves every area anyway
      shareStrategy: 'loaded-first',
      dts: false,
      // no remote is baked in: the shell registers them from /app-config.json at start
      remotes: {},
      experiments: {
        // remotes are registered by remoteEntry.js URL, never by manifest: no snapshot code needed;
        // everything runs in browsers: no Node loading code
        optimization: { disableSnapshot: true, target: 'web' },
        // one copy of the runtime per page: the shell's (see RUNTIME_CORE_FILE)
        ...(isHost ? {} : { externalRuntime: true }),
      },
    };
    if (!isHost) {
      Object.assign(federation, { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } });
    }

    return {
      name: 'browser',
      mode,
      context: dirname,
      entry: { main: isHost ? [RUNTIME_CORE_SOURCE, './src/index.ts'] : './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // the federation runtime cannot fill [contenthash] in entry names: hash only chunks (in
        // development too: a shared module's own chunk and its fallback chunk have the same name)
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: ASSET_FILENAME,
        // the shell owns deep URLs like /faculty/3, so its files come from the root; a remote's
        // files come from wherever its remoteEntry.js was loaded
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          typescriptRule(dirname),
          {
            test: /\.css$/,
            use: [{ loader: require.resolve('style-loader'), options: { insert: require.resolve('./insert-style.js') } }, require.resolve('css-loader')],
          },
          { test: ASSET_TEST, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new webpack.DefinePlugin({ __ACADEMY_RELEASE__: JSON.stringify(release()) }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(dirname, 'public/index.html')) ? path.join(dirname, 'public/index.html') : path.join(__dirname, 'index.html'),
          title,
          favicon: path.join(SHARED_DIR, 'src/assets/logo.svg'),
          // standalone remotes also own deep URLs: their own page loads main.js from the root
          publicPath: '/',
          chunks: ['main'],
        }),
        emitAppIcons,
        ...(isHost ? [] : [loadRuntimeCoreFirst]),
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      optimization: { minimize: production },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares, devServer) => {
          const { appConfigFor } = require('./app-config');
          devServer.app.get('/app-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache');
            res.json(appConfigFor(process.env));
          });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
  return isHost ? [browser] : [browser, runtimeCoreConfig(dirname)];
}

/** Writes dist/release.json with the digest of the renderer just emitted (build/release.js). */
function releasePlugin(dirname) {
  return (compiler) => {
    compiler.hooks.afterEmit.tap('Release', (compilation) => {
      const renderer = fs.readFileSync(path.join(compilation.outputOptions.path, 'render.js'));
      writeRelease({ dirname, distDir: path.join(dirname, 'dist'), renderer });
    });
  };
}

/**
 * The server bundle of an area whose pages are prerendered (docs/architecture.md, "First visit"):
 * `entry` built into dist/server/render.js (one file, CommonJS) for the shell's render sandbox
 * (build/render-sandbox.js), which has no Node: it is built with the browser's module conditions
 * (the same modules the page hydrates with), and nothing in it may `require`. The CSS of every
 * module it imports goes to dist/server/styles.css; dist/release.json names the renderer's
 * digest. Assets keep the client build's names and come from the public path the renderer is
 * given, so none is emitted twice.
 */
function createServerConfig({ dirname, entry }) {
  return (_env, argv = {}) => ({
    name: 'server',
    // after the browser build, whose output.clean would delete this one
    dependencies: ['browser'],
    mode: argv.mode || process.env.NODE_ENV || 'production',
    target: 'web',
    context: dirname,
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typescriptRule(dirname),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: ASSET_TEST, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'styles.css' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...compressionPlugins(),
      releasePlugin(dirname),
    ],
    performance: { hints: false },
    optimization: { minimize: false },
    stats: 'errors-warnings',
  });
}

module.exports = { createConfig, createServerConfig, sharedConfig, sharedPackageModules, SINGLETON_LIBRARIES };
