/**
 * Rspack plugin for the shell's production build: its one stylesheet belongs to its entry and the page links it
 * (HtmlRspackPlugin), and its lazy chunks have none, so the runtime that loads a chunk's stylesheet (~0.4 KB gzip
 * in the entry every page downloads) would never run: it is left out. A lazy chunk with a stylesheet of its own
 * would then never get it, so the build fails instead.
 */
import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';
import { leaveOutRuntimeModules } from './script-loader-from-the-shell.ts';

const NAME = 'EntryStylesheetOnlyPlugin';

export class EntryStylesheetOnlyPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      leaveOutRuntimeModules(compilation, new Set(['css_loading']));
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const chunk of compilation.chunks) {
          const sheets = [...chunk.files].filter((file) => file.endsWith('.css'));
          if (sheets.length > 0 && !chunk.canBeInitial())
            compilation.errors.push(
              new rspack.WebpackError(
                `${NAME}: a lazy chunk has a stylesheet of its own (${sheets.join(', ')}), which nothing would load: ` +
                  "add its rules to the shell's stylesheet instead",
              ),
            );
        }
      });
    });
  }
}
