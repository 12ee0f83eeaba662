/**
 * The `tessera` command as one JavaScript file, `dist/tessera.mjs`, that plain Node runs: its own code, the
 * contract it shares with the server (`@tessera/shared`, not published on its own) and `yaml` and `zod`, so that
 * the packed CLI installs with no dependency to fetch. Built by `npm run build -w cli` and before `npm pack`.
 * `playwright-core`, which only `tessera screenshots capture` needs (to drive Chromium), is imported from the
 * project the command runs in when that command runs, installed by the teams that capture (not a peer dependency:
 * npm would look an optional peer up in the registry at every install, which an offline install cannot).
 */
import { join } from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';

export default defineConfig({
  mode: 'production',
  target: 'node20',
  entry: { tessera: './src/tessera.ts' },
  output: {
    path: join(import.meta.dirname, 'dist'),
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externals: { 'playwright-core': 'import playwright-core' },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true })],
});
