/**
 * Which of the project's target languages each linked memory or glossary serves. The server applies a project's
 * resource to the documents of its language pair, a regional form included (an `en → de` memory serves
 * `en-US → de-DE` documents): said here where it is not plain, and where a resource serves none of them. A
 * document's own list is applied as its manager set it: its dialog says where a resource is in a regional form of
 * the document's languages, or in other languages.
 */
import { useQuery } from '@tanstack/react-query';
import { listKeys, sameLanguageCode, sameOrVariantLanguage } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import * as tmApi from '@tessera/shared/api/tm';
import type { Document, Project } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { languagePair } from '@tessera/shared/ui';
import { messagesIn, useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

type Languages = { id: number; name: string; source_lang: string; target_lang: string };

/**
 * What a person reads about one resource's languages against the project's; null when it plainly fits. Said in the
 * active locale, or with `t` (this folder's `useMessages()`).
 */
export function languageFitNote(
  project: Pick<Project, 'source_lang' | 'target_langs'>,
  resource: Languages,
  t: Translate<'documents'> = messagesIn(),
) {
  const name = resource.name;
  const pair = languagePair(resource.source_lang, resource.target_lang);
  const projectPair = languagePair(project.source_lang, project.target_langs.join(', '));
  if (!sameOrVariantLanguage(resource.source_lang, project.source_lang))
    return t(documentsWords.languageFitSourceDiffers, { name, pair, projectPair });
  const served = project.target_langs.filter((target) => sameOrVariantLanguage(resource.target_lang, target));
  if (served.length === 0) return t(documentsWords.languageFitNoTarget, { name, pair, projectPair });
  const variants = [
    ...(sameLanguageCode(resource.source_lang, project.source_lang) ? [] : [project.source_lang]),
    ...served.filter((target) => !sameLanguageCode(target, resource.target_lang)),
  ].join(', ');
  const partly = project.target_langs.length > served.length;
  const unserved = project.target_langs.filter((target) => !served.includes(target)).join(', ');
  const servedPair = languagePair(project.source_lang, served.join(', '));
  if (variants !== '')
    return partly
      ? t(documentsWords.languageFitVariantsOnly, { name, pair, servedPair, unserved, variants })
      : t(documentsWords.languageFitVariants, { name, pair, servedPair, variants });
  return partly ? t(documentsWords.languageFitSomeTargets, { name, pair, served: served.join(', '), unserved }) : null;
}

/**
 * What a person reads about one resource linked to a document itself; null when its languages are the document's,
 * or while the document's file has not been read (its languages are not known yet). Said in the active locale, or
 * with `t` (this folder's `useMessages()`).
 */
export function documentLanguageFitNote(
  document: Pick<Document, 'source_lang' | 'target_lang'>,
  resource: Languages,
  t: Translate<'documents'> = messagesIn(),
) {
  if (document.source_lang === '' || document.target_lang === '') return null;
  const name = resource.name;
  const pair = languagePair(resource.source_lang, resource.target_lang);
  const documentPair = languagePair(document.source_lang, document.target_lang);
  const fits = (side: 'source_lang' | 'target_lang') => sameOrVariantLanguage(resource[side], document[side]);
  if (!fits('source_lang') || !fits('target_lang'))
    return t(documentsWords.languageFitOtherLanguages, { name, pair, documentPair });
  const same = (side: 'source_lang' | 'target_lang') => sameLanguageCode(resource[side], document[side]);
  if (same('source_lang') && same('target_lang')) return null;
  return t(documentsWords.languageFitDocumentVariants, { name, pair, documentPair });
}

/**
 * The notes of linked memories (`kind` 'tm') or glossaries, from the lists that name their languages: `noteOf`
 * says what to read of each against the project's or the document's languages.
 */
export function LanguageFitNotes({
  linked,
  kind,
  noteOf,
}: {
  linked: readonly { id: number }[];
  kind: 'tm' | 'glossary';
  noteOf: (resource: Languages) => string | null;
}) {
  const t = useMessages();
  const all = useQuery<Languages[]>({
    queryKey: kind === 'tm' ? listKeys.translationMemories : listKeys.glossaries,
    queryFn: ({ signal }) =>
      kind === 'tm' ? tmApi.listTranslationMemories(signal) : glossaryApi.listGlossaries(signal),
    enabled: linked.length > 0,
  });
  const notes = linked.flatMap((link) => {
    const resource = all.data?.find((candidate) => candidate.id === link.id);
    const note = resource && noteOf(resource);
    return note ? [{ id: link.id, note }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <ul
      className="mt-2 grid gap-1 text-xs text-slate-600"
      aria-label={
        kind === 'tm' ? t(documentsWords.languageFitMemoriesServe) : t(documentsWords.languageFitGlossariesServe)
      }
    >
      {notes.map(({ id, note }) => (
        <li key={id}>{note}</li>
      ))}
    </ul>
  );
}
