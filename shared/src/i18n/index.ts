/**
 * @tessera/shared/i18n: the page's one active locale and the way each app says things in it. One instance for the
 * page (shared as a singleton); each app brings its own catalogs (`defineCatalog` of @tessera/shared/i18n/catalog,
 * which registers them here).
 */
export {
  INTERFACE_LANGUAGES,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  activeLocale,
  directionOf,
  isInterfaceLocale,
  loadCatalogs,
  preferredLocale,
  setLocale,
  useLocale,
} from './locale.ts';
export { defineMessages, richMessage } from './messages.ts';
export type { Catalog, CatalogImport, KeyedMessages, MessageFunction, TranslateKey } from './messages.ts';
export { formatsOf, useFormats } from './format.ts';
export type { Formats } from './format.ts';
