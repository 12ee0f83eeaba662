import { useMemo } from 'react';
import { defineMessages, type Translate } from '@tessera/shared/i18n';
import english from './locales/en/editor-parts.arb';
import { useMessages as useEditorMessages } from './i18n.ts';

/**
 * The words of the editor's parts that load on demand (find and replace, a segment's details, review notes and the
 * review dialog, the preview, spelling suggestions, the QA questions, the shortcut list, the repetitions offer):
 * with those parts, so that opening a document does not download them.
 */
const parts = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/editor-parts.arb`),
  () => import('./locales/en/editor-parts.arb?pseudo'),
);

/** The parts' words, and the editor's for any other key (a status's name, a shared label). */
export function useMessages(): Translate {
  const own = parts.useMessages();
  const editor = useEditorMessages();
  return useMemo(() => (key, values) => (key in english ? own : editor)(key, values), [own, editor]);
}
