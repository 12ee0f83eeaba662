// An app's message catalogs, compiled at build time (scripts/catalogs.ts): one function per message.
declare module '*.arb' {
  const catalog: import('./i18n/messages.ts').Catalog;
  export default catalog;
}
declare module '*.arb?pseudo' {
  const catalog: import('./i18n/messages.ts').Catalog;
  export default catalog;
}
