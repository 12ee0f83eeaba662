import type { ReactNode } from 'react';
import { Tr } from '@tessera/shared/ui';
import type { EditableRowProps } from '../useRowFocus.ts';
import { RecordRowActions } from './DeleteRecordDialog.tsx';
import type { RecordRowActionsProps } from './DeleteRecordDialog.tsx';

/** What a domain's record row gets from the records panel: the record, and the wiring of its inline edit. */
export interface RecordRowProps<R> extends EditableRowProps {
  record: R;
  editable: boolean;
}

export interface ShownRecordRowProps extends RecordRowActionsProps {
  editable: boolean;
  /** The record's cells. */
  children: ReactNode;
}

/** A record's row while not edited: its cells, and when editable a double-click or Edit to edit it, and Delete. */
export function ShownRecordRow({ editable, children, ...actions }: ShownRecordRowProps) {
  return (
    <Tr onDoubleClick={editable ? actions.onEdit : undefined}>
      {children}
      {editable && <RecordRowActions {...actions} />}
    </Tr>
  );
}
