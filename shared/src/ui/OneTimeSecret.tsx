import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, TextField } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * What the server shows only once (a new API token, an invitation link): a note, and the value in a read-only
 * field that selects itself when focused, with a Copy button that says whether the copy worked (a browser may
 * refuse the clipboard to a page that is not secure: the field is then selected for Ctrl+C).
 */
export function OneTimeSecret({
  title,
  note,
  label,
  value,
}: {
  title: string;
  note: ReactNode;
  /** The field's label: "New token". */
  label: string;
  value: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const t = useMessages();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('no');
    }
  };
  return (
    <Alert tone="info" title={title}>
      <p className="mb-2">{note}</p>
      <div className="flex items-end gap-2">
        <TextField
          ref={field}
          label={label}
          readOnly
          value={value}
          onFocus={(e) => e.target.select()}
          fieldClassName="flex-1"
          className="font-mono"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t(kitWords.secretCopy)}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-4 text-xs">
        {copied === 'yes'
          ? t(kitWords.secretCopied)
          : copied === 'no'
            ? t(kitWords.secretCopyByKeys, { keys: 'Ctrl+C' })
            : ''}
      </p>
    </Alert>
  );
}
