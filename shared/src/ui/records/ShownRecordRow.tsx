import type { ReactNode } from 'react';
import { Tr } from '@tessera/shared/ui';
import type { EditRecordRowProps, RecordDraft } from './EditRecordRow.tsx';
import { RecordRowActions } from './DeleteRecordDialog.tsx';
import type { RecordRowActionsProps } from './DeleteRecordDialog.tsx';

/** The wiring of a shown row, from the records panel: spread it on ShownRecordRow. */
export type ShownRowWiring = Omit<ShownRecordRowProps, 'source' | 'target' | 'children'>;

/** The wiring of an edited row, from the records panel: spread it on EditRecordRow. */
export type EditRowWiring<R> = Pick<
  EditRecordRowProps<{ updated_at: string }, RecordDraft>,
  'noun' | 'refresh' | 'onDone'
> & {
  record: R;
};

/** What a domain's record row gets from the records panel: the record, and the wiring of the kit's rows. */
export interface RecordRowProps<R> {
  record: R;
  editing: boolean;
  shown: ShownRowWiring;
  edit: EditRowWiring<R>;
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
