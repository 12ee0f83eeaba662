// An app's message catalogs, compiled at build time (scripts/catalogs.ts). An English catalog's messages are declared
// beside it (`<catalog>.d.arb.ts`, written by scripts/catalog-types.ts); a translated one is a whole catalog.
declare module '*.arb' {
  const catalog: import('./i18n/messages.ts').Catalog;
  export default catalog;
}
declare module '*.arb?pseudo' {
  const catalog: import('./i18n/messages.ts').Catalog;
  export default catalog;
}
declare module '*.arb?translations' {
  const translations: import('./i18n/messages.ts').Translations;
  export default translations;
}
