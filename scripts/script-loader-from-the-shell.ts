/**
 * Rspack plugin for a production remote: its entry loads its chunks' scripts with the shell's script loader, which
 * the shell's start hands it (startRemote in shell/src/remotes/federation.ts), so the entry leaves out its own
 * (~0.3 KB gzip of each entry, three of which the home page downloads). Development keeps it: a remote runs
 * standalone there.
 */
import type { Compilation, RspackPluginInstance } from '@rspack/core';

/**
 * Leaves the runtime modules named `names` out of the build's chunks, or out of the chunk named `chunkName` only (a
 * remote's entry is named by its federation name).
 */
export function leaveOutRuntimeModules(compilation: Compilation, names: ReadonlySet<string>, chunkName?: string) {
  compilation.hooks.runtimeModule.tap('LeaveOutRuntimeModules', (module, chunk) => {
    if ((chunkName === undefined || chunk.name === chunkName) && names.has(module.name) && module.source)
      module.source.source = Buffer.from('');
  });
}

/** The plugin; `remoteEntry` is the federation name. */
export function scriptLoaderFromTheShell(remoteEntry: string): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ScriptLoaderFromTheShell', (compilation) =>
        leaveOutRuntimeModules(compilation, new Set(['load_script']), remoteEntry),
      );
    },
  };
}
