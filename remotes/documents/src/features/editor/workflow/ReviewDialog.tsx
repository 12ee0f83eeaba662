import { useState } from 'react';
import { Button, Dialog, TextField } from '@tessera/shared/ui';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from '../common/parts-i18n.ts';
import { ErrorsPicker, type MarkedError, type Typology } from './ErrorsPicker.tsx';
import * as editorWords from '../locales/en/editor.arb';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/** What the reviewer decided in the dialog: the reason of a rejection (none for a correction) and the errors. */
export type ReviewVerdict<C extends string, S extends string> = { reason: string; errors: MarkedError<C, S>[] };

/**
 * The reviewer's verdict on a segment. `reject`: why it goes back (required) and the errors it has, if any;
 * `correct`: the errors the reviewer's correction fixed, confirmed as reviewed with it.
 */
export function ReviewDialog<C extends string, S extends string>({
  kind,
  number,
  typology,
  onDone,
  onClose,
}: {
  kind: 'reject' | 'correct';
  /** The segment's number. */
  number: number;
  typology: Typology<C, S>;
  onDone: (verdict: ReviewVerdict<C, S>) => void;
  onClose: () => void;
}) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<MarkedError<C, S>[]>([]);
  const [tried, setTried] = useState(false);
  const missingReason = kind === 'reject' && reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missingReason) onDone({ reason: reason.trim(), errors });
  };
  return (
    <Dialog
      open
      title={
        kind === 'reject'
          ? tEditor(editorWords.editorRejectTitle, { number })
          : t(editorPartsWords.editorCorrectedTitle, { number })
      }
      description={
        kind === 'reject' ? t(editorPartsWords.editorRejectDescription) : t(editorPartsWords.editorCorrectedDescription)
      }
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <Button onClick={onClose}>{tEditor(editorWords.editorCancel)}</Button>
          <Button type="submit" variant={kind === 'reject' ? 'danger' : 'primary'}>
            {kind === 'reject' ? tEditor(editorWords.editorReject) : t(editorPartsWords.editorConfirmAsReviewed)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {kind === 'reject' && (
          <TextField
            label={t(editorPartsWords.editorRejectReason)}
            value={reason}
            maxLength={2000}
            error={tried && missingReason ? t(editorPartsWords.editorRejectReasonMissing) : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <ErrorsPicker typology={typology} errors={errors} onChange={setErrors} />
      </div>
    </Dialog>
  );
}
