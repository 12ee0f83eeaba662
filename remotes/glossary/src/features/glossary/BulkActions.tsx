import { useState } from 'react';
import * as glossaryApi from '@tessera/shared/api/glossary';
import { Button, DeleteDialog, useToast } from '@tessera/shared/ui';
import type { Selection } from './useSelection.ts';

const count = (n: number) => n.toLocaleString('en');
const records = (n: number) => `${count(n)} ${n === 1 ? 'record' : 'records'}`;

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
  const chosen = selection.allMatching ? total : selection.ids.size;
  if (chosen === 0) return null;
  const matching = search ? ` matching “${search}”` : '';
  const what = selection.allMatching
    ? `all ${capped ? `${count(total)}+` : count(total)} records${matching}`
    : records(chosen);
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
    <div className="flex flex-wrap items-center gap-2 py-2 text-sm" role="group" aria-label="Selected records">
      <span className="font-medium text-slate-800" data-testid="selection-summary">
        {selection.allMatching
          ? `All ${capped ? `${count(total)}+` : count(total)} records${matching} selected`
          : `${records(chosen)} selected`}
      </span>
      {wholePage && !selection.allMatching && (capped || total > pageIds.length) && (
        <Button size="sm" variant="ghost" onClick={selection.selectAllMatching}>
          Select all {capped ? `${count(total)}+` : count(total)} records{matching}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        Clear selection
      </Button>
      {confirming && (
        <DeleteDialog
          title={`Delete ${what}?`}
          message={`The ${chosen === 1 ? 'record is' : 'records are'} deleted for everyone; this cannot be undone.`}
          confirmLabel={`Delete ${what}`}
          onDelete={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
