import { Button, Spinner } from '@tessera/shared/ui';
import { InlineText } from '../../../common/InlineText.tsx';
import { errorMessage } from '../../../common/documentQueries.ts';
import { languageAttributes } from '../../../common/language.ts';
import type { PanelTabProps } from './tabs.ts';
import { MT_ORIGIN, MT_SHORTCUT, useMtSuggestion } from './mt.ts';
import { MtQualityBadge } from './MtQualityBadge.tsx';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

/**
 * The configured provider's translation of the active segment, below its TM matches, with its inline codes in
 * place and ready to take the target's place (Ctrl+Alt+M), unless it says why it is not insertable. Nothing shows
 * while machine translation is off.
 */
export function MtSuggestion({ document, record, replace }: PanelTabProps) {
  const t = useMessages();
  const { query, notConfigured } = useMtSuggestion(record);
  if (!record || record.locked || notConfigured) return null;
  const titleId = `mt-${record.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="m-2 rounded-md border border-violet-200 bg-white p-2 text-sm shadow-xs"
    >
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <h3 id={titleId} className="rounded bg-violet-100 px-1.5 py-0.5 font-semibold text-violet-800">
          {t(panelWords.editorMtTitle)}
        </h3>
        {query.data && (
          <span className="font-medium text-slate-700">
            {t(panelWords.editorMtProviderName, { provider: query.data.provider })}
          </span>
        )}
        {query.data?.quality && (
          <MtQualityBadge quality={query.data.quality} documentId={document.id} id={`mt-quality-${record.id}`} />
        )}
        {/* The key shows beside the button: inside, it would be visible text missing from the button's name. */}
        {query.data && !query.data.problem && (
          <span className="ms-auto flex items-center">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t(panelWords.editorMtInsertLabel)}
              aria-keyshortcuts={MT_SHORTCUT.replace('Ctrl', 'Control')}
              title={t(panelWords.editorReplaceTargetHintKey, { key: MT_SHORTCUT })}
              onClick={() => replace(query.data.target, MT_ORIGIN)}
            >
              {t(panelWords.editorInsert)}
            </Button>
            <kbd aria-hidden="true" className="font-sans text-[10px] text-slate-600">
              {MT_SHORTCUT}
            </kbd>
          </span>
        )}
      </div>
      {query.isPending ? (
        <Spinner label={t(panelWords.editorMtAsking)} />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-red-800">
          <span>{errorMessage(query.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t(panelWords.editorTryAgain)}
          </Button>
        </div>
      ) : (
        <p className="text-slate-900">
          <span className="sr-only">{`${t(panelWords.editorMtSuggestedTarget)} `}</span>
          <span {...languageAttributes(document.target_lang)}>
            <InlineText value={query.data.target} codes={record.codes} />
          </span>
          {/* Codes a model kept wrong even when asked again: to read, never to insert. */}
          {query.data.problem && (
            <span className="block text-xs text-amber-800">
              {t(panelWords.editorMtNotInsertable, { problem: query.data.problem })}
            </span>
          )}
        </p>
      )}
    </section>
  );
}
