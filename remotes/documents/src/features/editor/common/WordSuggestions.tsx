import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SpellingWord } from '@tessera/shared/contract';
import { Button, QueryErrorState, Spinner } from '@tessera/shared/ui';
import { languageAttributes } from '../../../common/language.ts';
import { errorMessage } from '../../../common/documentQueries.ts';
import { useMessages } from './parts-i18n.ts';
import { suggestionsFor } from './suggestions.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * The suggestions for the words of a `spelling` QA finding (the QA tab, the QA report), asked when the translator
 * wants them: a save finds the misspelled words alone, since Hunspell's search for a word's neighbours takes up to
 * ~500 ms a word.
 */
export function WordSuggestions({ lang, words }: { lang: string; words: readonly SpellingWord[] }) {
  const t = useMessages();
  const [asked, setAsked] = useState(false);
  const distinct = [...new Set(words.map((found) => found.word))];
  const suggestions = useQuery({
    queryKey: ['spelling-suggestions', lang, distinct],
    queryFn: () => Promise.all(distinct.map((word) => suggestionsFor(lang, word))),
    enabled: asked,
    staleTime: Infinity,
  });
  if (!asked)
    return (
      <Button size="sm" variant="ghost" onClick={() => setAsked(true)}>
        {t(editorPartsWords.editorSpellingShowSuggestions)}
      </Button>
    );
  if (suggestions.isPending)
    return <Spinner label={t(editorPartsWords.editorSpellingSuggestionsLoading)} className="py-1" />;
  if (suggestions.data === undefined)
    return (
      <QueryErrorState
        title={t(editorPartsWords.editorSpellingSuggestionsFailed)}
        query={suggestions}
        describe={errorMessage}
      />
    );
  const found = suggestions.data;
  return (
    <ul aria-label={t(editorPartsWords.editorSpellingSuggestionsList)} className="flex flex-col gap-0.5 text-xs">
      {distinct.map((word, i) => (
        <li key={word} className="flex flex-wrap gap-x-2">
          <span {...languageAttributes(lang)} className="font-medium text-slate-800">
            {word}
          </span>
          <span {...(found[i]!.length > 0 && languageAttributes(lang))} className="text-slate-700">
            {found[i]!.length > 0 ? found[i]!.join(', ') : t(editorPartsWords.editorSpellingNoSuggestions)}
          </span>
        </li>
      ))}
    </ul>
  );
}
