import { DocumentName } from '@tessera/shared/contract';
import { HttpError } from '../plugins/errors.ts';

/**
 * The name a document gets from its uploaded file: the last component of the path some clients send
 * (`C:\Users\ana\guide.xlf`, `docs/guide.xlf`), held to the rule every document name follows (DocumentName). A name
 * the rule refuses answers 400 saying why: the file is better renamed by whoever has it than renamed here unseen.
 */
export function uploadedDocumentName(filename: string): string {
  const lastComponent = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  const parsed = DocumentName.safeParse(lastComponent);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    'invalid_file_name',
    `The file's name ${parsed.error.issues[0]!.message}: rename the file and upload it again`,
    {
      field: 'filename',
    },
  );
}
