/**
 * A remote's `mf-manifest.json` as the shell reads it (shell/src/remotes/registry.ts): its entry script, the global
 * that script sets and the files each exposed module loads first. The shell is the only reader (it registers
 * remotes itself, without the federation runtime's manifest plugins), and every page that opens a remote's screen
 * or home section fetches the manifest with no cache: it is written with only that, and without indentation.
 */
import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';

type Files = { sync: string[] };
type Expose = { name: string; assets: { js: Files; css: Files } };
export type FederationManifest = {
  name: string;
  metaData: { globalName: string; publicPath: string; remoteEntry: { name: string; path: string; type: string } };
  exposes: Expose[];
};

/** The parts of the manifest the federation build plugin writes that the shell reads. */
export function manifestForTheShell({ name, metaData, exposes }: FederationManifest): FederationManifest {
  const { globalName, publicPath, remoteEntry } = metaData;
  return {
    name,
    metaData: { globalName, publicPath, remoteEntry },
    exposes: exposes.map((expose) => ({
      name: expose.name,
      assets: { js: { sync: expose.assets.js.sync }, css: { sync: expose.assets.css.sync } },
    })),
  };
}

const FILE = 'mf-manifest.json';

/** Rewrites the emitted manifest once the federation build plugin has written it. */
export class ManifestForTheShellPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ManifestForTheShellPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestForTheShellPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(FILE);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as FederationManifest;
          compilation.updateAsset(FILE, new rspack.sources.RawSource(JSON.stringify(manifestForTheShell(manifest))));
        },
      );
    });
  }
}
