import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { useQaWords } from '@tessera/shared/qa-words';
import { Button } from '@tessera/shared/ui';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * A confirmation QA's errors held back, said under the grid without taking the focus: the translator types on in
 * the next segment, and decides here or back in the segment.
 */
export function QaErrorsNotice({
  record,
  errors,
  onApprove,
  onDismiss,
}: {
  record: DocumentRecord;
  errors: QaIssue[];
  onApprove: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages();
  const qa = useQaWords();
  const number = record.position + 1;
  return (
    <div
      role="status"
      aria-label={t(editorPartsWords.editorQaNoticeLabel)}
      className="flex shrink-0 flex-wrap items-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-1 text-sm text-amber-900"
    >
      <span>
        {t(editorPartsWords.editorQaNoticeText, {
          number,
          count: errors.length,
          errors: errors.map((error) => qa.finding(error)).join('; '),
        })}
      </span>
      <Button size="sm" variant="danger" onClick={onApprove}>
        {t(editorPartsWords.editorConfirmAnyway)}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t(editorPartsWords.editorDismiss)}
      </Button>
    </div>
  );
}
