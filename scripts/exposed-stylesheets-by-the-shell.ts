/**
 * Rspack plugin for a production remote: the shell links the stylesheets of the module it loads, from the remote's
 * manifest (shell/src/remotes/registry.ts), so the remote's entry leaves out the runtime that loads a chunk's
 * stylesheet (~0.5 KB gzip of each entry, three of which the home page downloads). The remote's other chunks
 * loaded from its entry would then never get a stylesheet of their own, so the build fails instead when one has
 * one. Development keeps the runtime: a remote runs standalone there. The shell must be deployed before (or with)
 * a remote built with this plugin: an older one only preloads the stylesheets.
 */
import { rspack } from '@rspack/core';
import type { Chunk, Compiler } from '@rspack/core';
import { leaveOutRuntimeModules } from './script-loader-from-the-shell.ts';

const NAME = 'ExposedStylesheetsByTheShellPlugin';
const STYLESHEET_RUNTIME = new Set(['css_loading', 'get css chunk filename']);
/** The chunk group of an exposed module, whose first files the manifest lists (the federation plugin names it). */
const EXPOSED_GROUP = /^__federation_expose_/;

const exposedOnly = (chunk: Chunk) => [...chunk.groupsIterable].every((group) => EXPOSED_GROUP.test(group.name ?? ''));

export class ExposedStylesheetsByTheShellPlugin {
  /** The federation name, which names the remote entry's chunk. */
  private readonly remoteEntry: string;

  constructor(remoteEntry: string) {
    this.remoteEntry = remoteEntry;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      leaveOutRuntimeModules(compilation, STYLESHEET_RUNTIME, this.remoteEntry);
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = [...compilation.chunks].find((chunk) => chunk.name === this.remoteEntry);
        for (const chunk of entry?.getAllAsyncChunks() ?? []) {
          const sheets = [...chunk.files].filter((file) => file.endsWith('.css'));
          if (sheets.length > 0 && !exposedOnly(chunk))
            compilation.errors.push(
              new rspack.WebpackError(
                `${NAME}: a chunk loaded after an exposed module has a stylesheet of its own (${sheets.join(', ')}), ` +
                  "which nothing would load: import its rules in the exposed module's stylesheet instead",
              ),
            );
        }
      });
    });
  }
}
