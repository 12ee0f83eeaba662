import type { LqaSettings, MtQuality, MtQualityError } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { useDocumentLqaSettings } from '../../../common/documentQueries.ts';
import { lqaName } from '../../../common/lqaNames.ts';
import { messagesIn as documentsMessagesIn } from '../../../common/i18n.ts';
import { useMessages } from './i18n.ts';
import { mtQualityProblem } from './mtQualityProblem.ts';
import * as panelWords from './locales/en/panel.arb';

/** Below this a suggestion is worth retranslating rather than post-editing: it shows in amber. */
const GOOD_ENOUGH = 75;

/** An error in the project's typology's words ("Accuracy, major: “Menü”"), its ids where the typology lacks them. */
function errorWords(t: Translate<'panel'>, error: MtQualityError, settings: LqaSettings | undefined) {
  const words = documentsMessagesIn();
  const values = {
    category: lqaName(words, settings, 'categories', error.category),
    severity: lqaName(words, settings, 'severities', error.severity).toLocaleLowerCase(),
  };
  return error.span
    ? t(panelWords.editorMtErrorWithSpan, { ...values, span: error.span })
    : t(panelWords.editorMtError, values);
}

/**
 * A machine suggestion's quality estimate: its score, and on hover or keyboard focus the errors the model found
 * (a screen reader reads them as the score's description). Without a score, why there is none.
 */
export function MtQualityBadge({ quality, documentId, id }: { quality: MtQuality; documentId: number; id: string }) {
  const t = useMessages();
  const settings = useDocumentLqaSettings(documentId, quality.errors.length > 0);
  if (quality.score === null) {
    const problem = mtQualityProblem(t, quality);
    return (
      // A reason this editor has no words for keeps the server's as its tooltip, for whoever reports it.
      <span className="text-xs text-slate-600" title={problem.known ? undefined : quality.problem}>
        {t(panelWords.editorMtNoEstimate, { problem: problem.words })}
      </span>
    );
  }
  const low = quality.score < GOOD_ENOUGH;
  const errorsId = `${id}-errors`;
  return (
    <span className="group relative">
      <span
        tabIndex={0}
        aria-describedby={errorsId}
        className={`rounded px-1.5 py-0.5 font-medium focus:outline-2 focus:outline-sky-600 ${
          low ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
        }`}
      >
        {t(panelWords.editorMtQuality, { score: quality.score })}
      </span>
      <span
        id={errorsId}
        role="tooltip"
        className="absolute top-full start-0 z-10 mt-1 w-64 rounded border border-slate-200 bg-white p-2 text-slate-800 shadow-md [visibility:hidden] group-focus-within:visible group-hover:visible"
      >
        {quality.errors.length === 0
          ? t(panelWords.editorMtNoErrors)
          : t(panelWords.editorMtErrorsFound, {
              count: quality.errors.length,
              errors: quality.errors.map((error) => errorWords(t, error, settings)).join('; '),
            })}
      </span>
    </span>
  );
}
