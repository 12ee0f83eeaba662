/** Rspack's loader for the apps' `.arb` message catalogs (see catalogs.ts). */
import { compileCatalog } from './catalogs.ts';

type LoaderContext = { resourcePath: string; resourceQuery: string };

export default function arbLoader(this: LoaderContext, source: string): string {
  return compileCatalog(source, this.resourcePath, this.resourceQuery);
}
