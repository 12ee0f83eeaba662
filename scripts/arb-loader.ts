/** Rspack's loader for the apps' `.arb` message catalogs (see catalogs.ts). */
import { TRANSLATIONS_QUERY, compileCatalog, languagesFolderOf } from './catalogs.ts';

type LoaderContext = { resourcePath: string; resourceQuery: string; addContextDependency: (folder: string) => void };

export default function arbLoader(this: LoaderContext, source: string): string {
  // A language added beside the catalog changes its loaders: a watching build compiles them again.
  if (this.resourceQuery === TRANSLATIONS_QUERY) this.addContextDependency(languagesFolderOf(this.resourcePath));
  return compileCatalog(source, this.resourcePath, this.resourceQuery);
}
