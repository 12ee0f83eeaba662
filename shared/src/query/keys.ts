/**
 * Query keys of the lists that more than one app reads or refreshes. Each remote's home section fills its
 * list under one of these, and screens of other remotes refresh it after a change (a document saved in the
 * editor moves its progress on the home screen; the links dialog lists memories and glossaries). Written once
 * here, so a refresh always reaches the list it means, whichever remote sends it.
 */
export const listKeys = {
  glossaries: ['glossaries', 'list'],
  translationMemories: ['translation-memories', 'list'],
  documents: ['documents', 'list'],
  projects: ['projects', 'list'],
} as const;
