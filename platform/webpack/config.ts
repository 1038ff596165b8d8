/**
 * The one webpack + Module Federation configuration of every front-end area (shell and remotes).
 * Each area's webpack.config.js is `module.exports = createConfig({ dirname: __dirname, ... })`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Chunk, type ChunkGroup, type Compilation, type Compiler, type Configuration, type Module, type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { addRenderer, releaseFilePlugin, type SharedVersion } from '../release/release.ts';
import { sharedSingletonSettings } from './singleton-versions.ts';
import { SINGLETON_LIBRARIES, SINGLETON_MODULES } from './singletons.ts';
import { appConfigFor } from '../server/app-config.ts';
import { PAGE_START_FILE } from '../server/document.ts';
import { CATALOG_FILE } from './catalogs.ts';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';

const require = createRequire(import.meta.url);

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
/** A Module Federation `shared` entry, as this configuration writes them. */
type SharedEntry = SharedVersion & { singleton: true; strictVersion?: boolean; import?: string };
/** The CLI's arguments a configuration function is given (`--mode`). */
type Mode = NonNullable<Configuration['mode']>;
type Argv = { mode?: Mode };

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHARED_DIR = path.join(ROOT, 'shared');

/** Shared libraries provided by a module of ours instead of the package's own entry. */
const ROUTER_EXPORTS = path.join(import.meta.dirname, 'react-router-dom.js');
const SHARED_OVERRIDES: Record<string, string> = { 'react-router-dom': ROUTER_EXPORTS };

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The Module Federation `shared` object: the singletons of platform/webpack/singletons.ts, libraries with the
 * version the root lock installed, modules of `shared` with the version of their exported surface
 * (platform/webpack/singleton-versions.ts). A module of
 * `shared` is resolved through @academy/shared's package.json "exports"; it is shared only when
 * imported by that request, so shared code imports shared by package name, never by a relative path.
 */
function sharedConfig(dirname: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const request of Object.keys(SINGLETON_LIBRARIES)) {
    const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const version = readJson(require.resolve(`${pkgName}/package.json`, { paths: [ROOT] })).version;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, ...(SHARED_OVERRIDES[request] ? { import: SHARED_OVERRIDES[request] } : {}) };
  }
  const modules = Object.keys(SINGLETON_MODULES);
  const settings = sharedSingletonSettings(dirname, modules);
  for (const request of modules) {
    shared[request] = { singleton: true, ...settings[request], import: request };
  }
  return shared;
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
/**
 * A splitChunks test: the module comes from one of `packages` or is one of `files` (ours). A context
 * module (an import with a variable part, such as a catalog's `./locales/${locale}.json`) has no
 * file: it is named by its directory.
 */
const modulesOf =
  ({ packages = [], files = [] }: { packages?: string[]; files?: string[] }) =>
  (module: Module) => {
    const { resource } = module as Module & { resource?: string };
    const named = resource ?? (module.type === 'javascript/dynamic' ? module.context : null) ?? '';
    return packages.some((name) => named.includes(`${NODE_MODULES}${name}${path.sep}`)) || files.includes(named);
  };

/**
 * Each shared singleton is loaded on its own (a chunk per module, and one per library it pulls),
 * so a page would wait on a dozen small requests. The ones a page needs together come in one
 * chunk each: the framework on every page, the session on every page that reads it, the API
 * client with the data layer's cache where a page calls the API, the page's language with
 * Lingui and shared UI's English messages where a page shows them.
 */
const SINGLETON_CHUNKS = {
  framework: { packages: ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'], files: [ROUTER_EXPORTS] },
  session: { packages: ['zustand'], files: ['session/store.ts', 'session/portal-access.ts'].map((file) => path.join(SHARED_DIR, 'src', file)) },
  api: {
    packages: ['@tanstack/query-core', '@tanstack/react-query'],
    // with the client, the English of the API's error codes (its other languages: a chunk each)
    files: ['api/client.ts', 'api/api-errors.ts', 'api/query-client.ts', 'api/locales/en.json', 'api/locales'].map((file) =>
      path.join(SHARED_DIR, 'src', file),
    ),
  },
  // axios and the client's instance, loaded with the first call that goes to the API
  http: { packages: ['axios'], files: [path.join(SHARED_DIR, 'src', 'api', 'http-client.ts')] },
  // not the list of languages (a few hundred bytes, which the public site's routes read): an area
  // that reads it would otherwise ask for its own copy of this chunk beside the shell's
  i18n: {
    packages: ['@lingui/core'],
    files: ['i18n/locale.ts', 'locales/en.json', 'locales'].map((file) => path.join(SHARED_DIR, 'src', file)),
  },
};

/**
 * In the shell's build, the few hundred bytes every page's session and configuration read (the
 * session's lifetime, the roles, the list of languages, the configuration singleton) come in the
 * session chunk rather than each in a chunk of its own: four requests less on every first visit.
 * Only there: a remote's own code reads the roles or the languages too, and would then ask for its
 * own copy of the session chunk.
 */
const HOST_SESSION_FILES = [
  ...['rules/session.ts', 'rules/roles.ts', 'rules/locales.ts'].map((file) => path.join(ROOT, 'contract', 'src', file)),
  path.join(SHARED_DIR, 'src', 'config', 'app-config.ts'),
];

function singletonCacheGroups(isHost: boolean) {
  const chunks: Record<string, { packages?: string[]; files?: string[] }> = { ...SINGLETON_CHUNKS };
  if (isHost) chunks.session = { ...SINGLETON_CHUNKS.session, files: [...SINGLETON_CHUNKS.session.files, ...HOST_SESSION_FILES] };
  return Object.fromEntries(
    Object.entries(chunks).map(([name, members]) => [name, { test: modulesOf(members), name, chunks: 'async' as const, enforce: true, priority: 30 }]),
  );
}

/** Text files a static server sends, which it sends compressed: from a copy beside each. */
const COMPRESSIBLE = /\.(js|css|html|json|webmanifest|svg|map|txt|xml)$/;

/**
 * The compressed copies of a build's text files: a .gz (level 9) of each, and a .br (quality 11)
 * when the build is minified, as what browsers download is. Brotli at quality 11 takes about 3
 * CPU-s a megabyte, nearly a third of the production build: the public site's server renderer
 * (unminified, fetched by the shell once per release) and builds left unminified (the release
 * tests') keep the gzip copies only.
 */
function compressionPlugins(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 0.9 };
  const brotli = new CompressionPlugin({
    ...common,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.BrotliOptions,
  });
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    {
      apply: (compiler: Compiler) => {
        // webpack fills in optimization's defaults after it has applied the plugins
        compiler.hooks.afterEnvironment.tap('BrotliWhenMinified', () => {
          if (compiler.options.optimization.minimize) brotli.apply(compiler);
        });
      },
    },
  ];
}

/**
 * JavaScript minified by SWC with terser's options as webpack sets them (two compress passes): the
 * same code a few hundred bytes smaller than terser's, in half the area's build time. In the build's
 * own process: the builds already run one per core (scripts/lib.mjs), and a minifying worker
 * process cost each build 1-2 CPU-s more (docs/toolchain.md).
 */
function javascriptMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false, terserOptions: { compress: { passes: 2 } } });
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
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
}

/** Where an area's build goes: its dist/, or ACADEMY_DIST_DIR (a release's own directory, platform/release/releases.ts). */
function distDirOf(dirname: string) {
  return process.env.ACADEMY_DIST_DIR || path.join(dirname, 'dist');
}

/** An area's message catalog (src/locales/<language>.json): its messages compiled (catalogs.ts). */
const catalogRule = { test: CATALOG_FILE, type: 'javascript/auto', loader: path.join(import.meta.dirname, 'catalog-loader.ts') };

const typescriptRule = (dirname: string) => ({
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
const RUNTIME_CORE_SOURCE = path.join(import.meta.dirname, 'federation-runtime.mjs');

/** On the standalone page, the runtime's script goes first (both are deferred: they run in order). */
function loadRuntimeCoreFirst(compiler: Compiler) {
  compiler.hooks.compilation.tap('LoadRuntimeCoreFirst', (compilation: Compilation) => {
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LoadRuntimeCoreFirst', (groups) => {
      groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${RUNTIME_CORE_FILE}` }));
      return groups;
    });
  });
}

/** RUNTIME_CORE_FILE in a remote's dist, built on its own: the remote's build leaves the runtime out. */
function runtimeCoreConfig(dirname: string) {
  return (_env: unknown, argv: Argv = {}): Configuration => {
    const mode = modeOf(argv);
    const production = mode === 'production';
    return {
      name: RUNTIME_CORE_ENTRY,
      // after the browser build, whose output.clean would delete this file
      dependencies: ['browser'],
      mode,
      context: dirname,
      entry: { [RUNTIME_CORE_ENTRY]: RUNTIME_CORE_SOURCE },
      devtool: false,
      output: { path: distDirOf(dirname), filename: '[name].js', clean: false },
      plugins: production ? compressionPlugins() : [],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The web manifest and its icons, the touch icon and the picture of shared links, at fixed
 * addresses at the root of every area's dist: each area's page links them (index.html), and
 * the prerendered public pages name the picture (server/document.ts). Drawn by scripts/make-icons.mjs.
 */
const APP_ICON_FILES = [
  path.join(SHARED_DIR, 'src/assets/manifest.webmanifest'),
  ...['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png', 'og-image.png', 'favicon.ico'].map((file) =>
    path.join(SHARED_DIR, 'src/assets/icons', file),
  ),
];

function emitAppIcons(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('EmitAppIcons', (compilation: Compilation) => {
    compilation.hooks.processAssets.tap({ name: 'EmitAppIcons', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      for (const file of APP_ICON_FILES) {
        compilation.fileDependencies.add(file);
        compilation.emitAsset(path.basename(file), new webpack.sources.RawSource(fs.readFileSync(file)));
      }
    });
  });
}

/** The mode a build runs in: webpack's --mode, else NODE_ENV, else production. */
function modeOf(argv: Argv): Mode {
  return argv.mode || (process.env.NODE_ENV as Mode | undefined) || 'production';
}

/**
 * What a build that runs after an area's browser build has in common (the portal-start script,
 * the server renderer): it waits for the browser build, whose output.clean would delete its files.
 */
function afterBrowserBuild(name: string, dirname: string, argv: Argv) {
  return {
    name,
    dependencies: ['browser'],
    mode: modeOf(argv),
    target: 'web',
    context: dirname,
    devtool: false as const,
  };
}

/**
 * The shell's inline scripts, each built on its own as one plain script (the browser build would
 * give it the federation runtime); the shell's server inlines them, their hashes in the page's
 * policy (platform/server/document.ts):
 * - the portal pages' (shell/src/portal/portal-start.ts), in the pages preload.json names it for:
 *   it asks for the signed-in role's area while the shell's scripts arrive;
 * - the prerendered pages' (shell/src/page-start.ts): it holds what is sent or pressed before
 *   their code arrives.
 */
const PORTAL_START = { entry: './src/portal/portal-start.ts', file: 'portal-start.js' };
const INLINE_SCRIPTS = [PORTAL_START, { entry: './src/page-start.ts', file: PAGE_START_FILE }];

function inlineScriptsConfig(dirname: string) {
  return (_env: unknown, argv: Argv = {}): Configuration => ({
    ...afterBrowserBuild('inline-scripts', dirname, argv),
    entry: Object.fromEntries(INLINE_SCRIPTS.map(({ entry, file }) => [path.basename(file, '.js'), entry])),
    output: { path: distDirOf(dirname), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(dirname)] },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

/**
 * The site's service worker (shell/src/service-worker/, docs/offline.md), at the root of the
 * shell's build so that its scope is the whole site: one plain script, Workbox's modules in it.
 */
const SERVICE_WORKER = { entry: './src/service-worker/service-worker.ts', file: 'sw.js' };

function serviceWorkerConfig(dirname: string) {
  return (_env: unknown, argv: Argv = {}): Configuration => {
    const production = modeOf(argv) === 'production';
    return {
      ...afterBrowserBuild('service-worker', dirname, argv),
      target: 'webworker',
      entry: { [path.basename(SERVICE_WORKER.file, '.js')]: SERVICE_WORKER.entry },
      output: { path: distDirOf(dirname), filename: '[name].js', clean: false },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: { rules: [{ ...typescriptRule(dirname), options: { transpileOnly: true, configFile: path.join(dirname, 'src/service-worker/tsconfig.json') } }] },
      plugins: production ? compressionPlugins() : [],
      optimization: { minimize: production, minimizer: [javascriptMinimizer()] },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The named chunk groups a portal page runs before its area's own code (shell/src/index.ts and
 * bootstrap.tsx name them with webpackChunkName). Not the toasts' container: it loads after the
 * first screen (shell/src/app/DeferredToasts.tsx).
 */
const PORTAL_CHUNK_GROUPS = ['bootstrap', 'portal-frame'];
const PRELOAD_FILE = 'preload.json';

/**
 * The script files of `chunkGroup` and of the shared singletons its modules take from the share
 * scope, at any depth: the shell's own copies (`providers`: share key -> its provide module), the
 * ones a page loads since the shell registers them first ('loaded-first').
 */
function scriptsOf(compilation: Compilation, providers: Map<string, Module>, chunkGroup: ChunkGroup | undefined, seen = new Set<ChunkGroup>()): string[] {
  if (!chunkGroup || seen.has(chunkGroup)) return [];
  seen.add(chunkGroup);
  const { chunkGraph } = compilation;
  return chunkGroup.chunks.flatMap((chunk: Chunk) => [
    ...[...chunk.files].filter((file) => file.endsWith('.js')),
    ...[...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === 'consume-shared-module')
      // a consume-shared module names its share key in its options (webpack's types do not say so)
      .flatMap((module) => providers.get((module as Module & { options: { shareKey: string } }).options.shareKey)?.blocks ?? [])
      .flatMap((block) => scriptsOf(compilation, providers, chunkGraph.getBlockChunkGroup(block), seen)),
  ]);
}

/**
 * The shell's dist/preload.json: per path prefix, the scripts its document names with
 * `<link rel="preload">` (platform/server/document.ts), so a portal page asks for them all at once instead of
 * discovering them one layer after the other, and the inline script that asks for its area's.
 */
function writePortalPreload(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('PortalPreload', (compilation: Compilation) => {
    compilation.hooks.processAssets.tap({ name: 'PortalPreload', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
      // a provide module's share key is its `_name`
      const providers = new Map(
        [...compilation.modules].filter((module) => module.type === 'provide-module').map((module) => [(module as Module & { _name: string })._name, module]),
      );
      const seen = new Set<ChunkGroup>();
      // main.js first: it starts the area's entry (shell/src/index.ts), and preloads outrank a deferred script
      const files = ['main', ...PORTAL_CHUNK_GROUPS].flatMap((name) => scriptsOf(compilation, providers, compilation.namedChunkGroups.get(name), seen));
      const preload = { '/portal': { preload: [...new Set(files)].map((file) => `/${file}`), inline: PORTAL_START.file } };
      compilation.emitAsset(PRELOAD_FILE, new webpack.sources.RawSource(JSON.stringify(preload, null, 2)));
    });
  });
}

const ASSET_TEST = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';
/**
 * An imported image or font of at most this many bytes (the logo) comes inside the script that
 * imports it, as a data: URL: on a first visit over a slow network a request costs more than its
 * bytes. The page's build and its prerender decide alike, so the markup matches.
 */
const INLINE_ASSET_BYTES = 1024;
const assetRule = (generator?: { emit: boolean }) => ({
  test: ASSET_TEST,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: INLINE_ASSET_BYTES } },
  generator,
});

/**
 * The tab's icon, the logo, written into every page as a data: URL: a separate file is one more
 * request on a first visit (browsers that want a file ask /favicon.ico, which every area serves).
 */
const LOGO_ICON_HREF = `data:image/svg+xml;base64,${fs.readFileSync(path.join(SHARED_DIR, 'src/assets/logo.svg')).toString('base64')}`;

interface AreaOptions {
  /** the area's directory */
  dirname: string;
  /** Module Federation name (shell, public_site, student_portal, facilitator_desk) */
  name: string;
  /** dev-server port */
  port: number;
  /** what a remote offers the shell */
  exposes?: Record<string, string>;
  /** the shell: no remoteEntry, remotes registered at runtime */
  isHost?: boolean;
}

/** The area's webpack configurations: the browser build, and for a remote also RUNTIME_CORE_FILE. */
function createConfig({ dirname, name, port, exposes = {}, isHost = false }: AreaOptions) {
  const browser = (_env: unknown, argv: Argv = {}): Configuration & { devServer: DevServerConfiguration } => {
    const mode = modeOf(argv);
    const production = mode === 'production';
    const shared = sharedConfig(dirname);

    const federation: FederationOptions = {
      name,
      shared,
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
        path: distDirOf(dirname),
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
          catalogRule,
          {
            test: /\.css$/,
            use: [
              { loader: require.resolve('style-loader'), options: { insert: path.join(import.meta.dirname, 'insert-style.js') } },
              require.resolve('css-loader'),
            ],
          },
          assetRule(),
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new webpack.DefinePlugin({ __ACADEMY_RELEASE__: JSON.stringify(release()) }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(dirname, 'public/index.html'))
            ? path.join(dirname, 'public/index.html')
            : path.join(import.meta.dirname, 'index.html'),
          title: ACADEMY_NAME,
          iconHref: LOGO_ICON_HREF,
          // standalone remotes also own deep URLs: their own page loads main.js from the root
          publicPath: '/',
          chunks: ['main'],
        }),
        emitAppIcons,
        releaseFilePlugin({ dirname, federationName: name, isHost, version: release(), shared }),
        ...(isHost ? [writePortalPreload] : [loadRuntimeCoreFirst]),
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      optimization: { minimize: production, minimizer: [javascriptMinimizer()], splitChunks: { cacheGroups: singletonCacheGroups(isHost) } },
      devServer: {
        port,
        // this machine only unless told otherwise, as the production servers
        host: process.env.HOST || '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/app-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache');
            res.json(appConfigFor(process.env));
          });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
  return isHost ? [browser, inlineScriptsConfig(dirname), serviceWorkerConfig(dirname)] : [browser, runtimeCoreConfig(dirname)];
}

/** Adds the digests of the renderer and its CSS just emitted to the release file (platform/release/release.ts). */
function releasePlugin(dirname: string) {
  return (compiler: Compiler) => {
    compiler.hooks.afterEmit.tap('Release', (compilation: Compilation) => {
      const read = (file: string) => fs.readFileSync(path.join(compilation.outputOptions.path as string, file));
      addRenderer({ distDir: distDirOf(dirname), renderer: read('render.js'), styles: read('styles.css') });
    });
  };
}

/**
 * The server bundle of an area whose pages are prerendered (docs/first-visit.md):
 * `entry` built into dist/server/render.js (one file, CommonJS) for the shell's render sandbox
 * (platform/server/render-sandbox.ts), which has no Node: it is built with the browser's module conditions
 * (the same modules the page hydrates with), and nothing in it may `require`. The CSS of every
 * module it imports goes to dist/server/styles.css; dist/release.json names the digests of both.
 * Assets keep the client build's names and come from the public path the renderer is given, so
 * none is emitted twice.
 */
function createServerConfig({ dirname, entry }: { dirname: string; entry: string }) {
  return (_env: unknown, argv: Argv = {}): Configuration => ({
    ...afterBrowserBuild('server', dirname, argv),
    entry: { render: entry },
    output: {
      path: path.join(distDirOf(dirname), 'server'),
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
        catalogRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        assetRule({ emit: false }),
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

export { createConfig, createServerConfig, sharedConfig };
