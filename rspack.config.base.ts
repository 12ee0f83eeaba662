/**
 * The one Rspack factory every front-end app calls (shell and the four remotes).
 *
 * Each app builds to `<app>/dist`. Module Federation shares one copy of React, the router, TanStack Query,
 * axios and @tessera/shared (so the session store and API client are the same object in every app).
 * A remote is a plain federation remote: it exposes its screen and emits `mf-manifest.json`. The shell is a
 * run-time host: it has no build plugin, and creates its federation instance
 * (shell/src/common/remotes/federation.ts) only when the first remote screen is opened, so the login screen never
 * downloads the federation runtime.
 *
 * Rspack's CLI must load this with `--config-loader native` (Node type stripping): hence ESM,
 * `.ts` extensions on relative imports and `import.meta.dirname`.
 */
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration } from '@rspack/core';
import { stylesheetExtras } from './scripts/stylesheet-extras.ts';
import { withoutPropertyFallbacks } from './scripts/without-property-fallbacks.ts';
import { hostSharedDeclaration, installedVersion, remoteFederation } from './scripts/federation-config.ts';
import { devApiUrl, devServer } from './scripts/dev-server.ts';
import { pageTemplate } from './scripts/page-template.ts';

const rootDir = import.meta.dirname;

export type AppConfigOptions = {
  /** Federation name; also the folder name of a remote and its route prefix under `/remotes/<name>/`. */
  name: string;
  /** The app's folder (pass `import.meta.dirname`). */
  dirname: string;
  /** Default dev server port; `PORT` in the environment overrides it. */
  port: number;
  /** Modules a remote exposes, e.g. `{ './Screen': './src/expose/Screen.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: serves index.html with history fallback and loads remotes at run time. */
  isHost?: boolean;
  /** Extra entry modules, e.g. a remote's standalone host. Defaults to `./src/index.ts`. */
  entry?: string;
};

type Mode = 'development' | 'production';

/** The browsers Tessera supports: Tailwind 4's (cascade layers, `@property`, `color-mix()`). */
const SUPPORTED_BROWSERS = 'chrome >= 111, edge >= 111, firefox >= 128, safari >= 16.4, ios_saf >= 16.4';

/** The UI kit's stylesheet, part of @tessera/shared's contract: every host's page carries it for the version it provides. */
const kitStylesheet = join(rootDir, 'shared', 'src', 'ui', 'styles.css');

/**
 * Tailwind over an app's stylesheet, without its fallbacks for browsers that lack `@property`; with `withoutBase`,
 * minus every rule that stylesheet already holds.
 */
function tailwind(withoutBase?: string) {
  const plugins = [
    '@tailwindcss/postcss',
    withoutPropertyFallbacks(),
    ...(withoutBase ? [stylesheetExtras(withoutBase)] : []),
  ];
  return { loader: 'postcss-loader', options: { postcssOptions: { plugins } } };
}

/**
 * The shell loads TanStack Query once signed in, from several screens and for the remotes: by default its
 * modules are spread over as many small chunks as there are combinations of importers, each fetched and
 * compressed on its own. One chunk holds all of it, with the layout's data layer that loads it at the same moment
 * (otherwise a file of its own, fetched alongside), and the contract's plain checks and language codes, which the
 * layout's notifications and the kit's form fields both use (too small for a chunk of their own, they were copied
 * into each of those two, and a signed-in screen with a form downloaded both).
 *
 * No vendor chunks either: by default each package (the router, axios, the federation runtime) gets a chunk apart
 * from the shell's code that loads it, although the same screens always fetch them together; compressed together
 * they cost ~1.4 KB less. Modules that two lazy chunks share (the API client of the sign-in form, the invitation
 * page and the app) still get a chunk of their own, so no page downloads them twice.
 */
const hostSplitChunks = {
  cacheGroups: {
    defaultVendors: false,
    query: {
      test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|[\\/]shell[\\/]src[\\/]layout[\\/]DataLayer\.tsx$|[\\/]shared[\\/]src[\\/]contract[\\/](plain|language-codes)\.ts$/,
      name: 'query',
      chunks: 'async',
      enforce: true,
    },
  },
};

/** What a remote with a home-page section exposes: its screen and that section. */
export const screenAndHomeSection = {
  './Screen': './src/expose/Screen.tsx',
  './HomeSection': './src/expose/HomeSection.tsx',
};

/** An app's `rspack.config.ts` export: Rspack's CLI calls it with the env and the `--mode` argument. */
export function appConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: Mode }) => createConfig(options, argv);
}

export function createConfig(options: AppConfigOptions, argv: { mode?: Mode } = {}): Configuration {
  const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const production = mode === 'production';
  const { name, dirname, port, exposes, isHost = false } = options;
  const apiUrl = devApiUrl();

  return {
    mode,
    // Without it the CSS minimizer targets every browser with ES6 and adds vendor-prefixed copies of rules (a third
    // of the shell's sheet) for browsers that cannot run Tailwind 4's sheets anyway.
    target: ['web', `browserslist:${SUPPORTED_BROWSERS}`],
    context: dirname,
    entry: { main: options.entry ?? './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(dirname, 'dist'),
      // A remote's chunks load from wherever its remoteEntry was served (its own origin): 'auto' works that folder out
      // from the entry script's URL. The shell is always served at the root (its page's script URLs are absolute).
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `tessera_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // Source files import each other with `.ts` extensions (Node type stripping style).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // The browsers Tessera supports run ES2022 as is: without a target swc compiles down to ES5 and
              // inlines generator and destructuring helpers into every module (a third of the apps' own code).
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        {
          // Message catalogs, compiled to one function per message (scripts/catalogs.ts). Free of side effects, so
          // that an import of an English catalog leads the bundler to the messages the importing code names only.
          test: /\.arb$/,
          loader: join(rootDir, 'scripts', 'arb-loader.ts'),
          type: 'javascript/auto',
          sideEffects: false,
        },
        {
          test: /\.css$/,
          // Tailwind 4: each app's src/styles.css imports the UI kit's sheet and adds @source for its own code.
          // The shell's sheet carries the kit's (preflight, theme, the kit's utilities); a remote's exposed modules
          // get only the rules the kit's sheet lacks, while its standalone host (its entry) gets the whole sheet.
          // See scripts/stylesheet-extras.ts for the rule.
          oneOf: [
            ...(isHost ? [] : [{ issuer: join(dirname, 'src', 'expose'), use: [tailwind(kitStylesheet)] }]),
            { use: [tailwind()] },
          ],
          type: 'css/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        // A remote prints this in a data attribute so a redeploy is observable (browser test).
        'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
        // Development with MOCK_API=1 answers /api with msw in the page; production never bundles the mocks.
        'process.env.TESSERA_MOCKS': JSON.stringify(!production && !apiUrl ? 'on' : 'off'),
      }),
      new rspack.HtmlRspackPlugin({
        templateContent: pageTemplate(isHost ? 'Tessera' : `Tessera · ${name}`),
        // Only the app's own entry: never inject remoteEntry.js into the page.
        chunks: ['main'],
        // Absolute script URLs so deep links (/glossary/3) reload correctly.
        publicPath: '/',
      }),
      ...(isHost
        ? [
            new rspack.DefinePlugin({
              'process.env.TESSERA_SHARED': JSON.stringify(JSON.stringify(hostSharedDeclaration(dirname))),
              // The version of Module Federation its runtime has: production remotes run on it.
              'process.env.TESSERA_FEDERATION': JSON.stringify(installedVersion('@module-federation/runtime')),
              // The federation SDK's documented build-time target (its README: `isBrowserEnvValue`): with it the
              // runtime's Node script loading is left out of the browser bundle, as the remotes' build plugin does
              // with `optimization.target: 'web'`.
              ENV_TARGET: JSON.stringify('web'),
            }),
          ]
        : [remoteFederation(name, dirname, exposes, production)]),
    ],
    optimization: {
      // Chunks are named by content in production; keep module ids stable across rebuilds of one app.
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // A remote's packages (TanStack Virtual in the editor) load with the screen that imports them: no vendor chunks.
      splitChunks: isHost ? hostSplitChunks : { cacheGroups: { defaultVendors: false } },
      // Three compression passes over the code, one more than the minimizer's default: what a signed-in page
      // downloads of the shell is ~0.4 KB gzip smaller (a fourth and fifth pass take off ~50 bytes more). The
      // stylesheet minimizer is the default one.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: { hints: false },
    experiments: { css: true },
    lazyCompilation: false,
    devServer: devServer({ dirname, port, isHost, apiUrl }),
  } as Configuration;
}
