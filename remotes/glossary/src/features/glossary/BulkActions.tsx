import { useState } from 'react';
import * as glossaryApi from '@tessera/shared/api/glossary';
import { useFormats } from '@tessera/shared/i18n';
import { type Message } from '@tessera/shared/i18n/catalog';
import { Button, DeleteDialog, useToast } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import type { Selection } from './useSelection.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

/**
 * What the chosen records can go through together: the count chosen, every record matching the search once the
 * whole page is chosen, and one delete for all of them after a confirmation that names how many.
 */
export function BulkActions({
  glossaryId,
  selection,
  pageIds,
  search,
  total,
  capped,
  refresh,
}: {
  glossaryId: number;
  selection: Selection;
  pageIds: readonly number[];
  search: string;
  /** The records the search finds (all of them without one); a lower bound when `capped`. */
  total: number;
  capped: boolean;
  refresh: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const t = useMessages();
  const f = useFormats();
  const chosen = selection.allMatching ? total : selection.ids.size;
  if (chosen === 0) return null;
  // Every record the search finds: `shown` is their number as written ("1,000+" when the count stopped there).
  const all = {
    count: total,
    shown: capped ? t(glossaryWords.glossaryAtLeastCount, { count: f.number(total) }) : f.number(total),
    search,
  };
  // The selection's messages: records chosen one by one, all of them, or all those the search finds.
  const [summary, deleteTitle, deleteConfirm] = !selection.allMatching
    ? [
        glossaryWords.glossarySelectedCount,
        glossaryWords.glossaryDeleteChosenTitle,
        glossaryWords.glossaryDeleteChosenConfirm,
      ]
    : search
      ? [
          glossaryWords.glossarySelectedAllMatching,
          glossaryWords.glossaryDeleteAllMatchingTitle,
          glossaryWords.glossaryDeleteAllMatchingConfirm,
        ]
      : [
          glossaryWords.glossarySelectedAll,
          glossaryWords.glossaryDeleteAllTitle,
          glossaryWords.glossaryDeleteAllConfirm,
        ];
  const said = (message: Message<'glossary'>) => t(message, selection.allMatching ? all : { count: chosen });
  const wholePage = pageIds.length > 0 && pageIds.every(selection.isSelected);

  const remove = async () => {
    const answer = await glossaryApi.deleteGlossaryRecords(
      glossaryId,
      selection.allMatching ? { search } : { ids: [...selection.ids] },
    );
    selection.clear();
    await refresh();
    toast.show(`${answer.message}.`);
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2 py-2 text-sm"
      role="group"
      aria-label={t(glossaryWords.glossarySelectedRecords)}
    >
      <span className="font-medium text-slate-800" data-testid="selection-summary">
        {said(summary)}
      </span>
      {wholePage && !selection.allMatching && (capped || total > pageIds.length) && (
        <Button size="sm" variant="ghost" onClick={selection.selectAllMatching}>
          {t(search ? glossaryWords.glossarySelectAllMatching : glossaryWords.glossarySelectAll, all)}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        {t(glossaryWords.glossaryDeleteSelected)}
      </Button>
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        {t(glossaryWords.glossaryClearSelection)}
      </Button>
      {confirming && (
        <DeleteDialog
          title={said(deleteTitle)}
          message={t(glossaryWords.glossaryDeleteSelectedMessage, { count: chosen })}
          confirmLabel={said(deleteConfirm)}
          onDelete={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
