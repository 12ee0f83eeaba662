import type { ReactNode } from 'react';
import { FailureAlert } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import * as usersWords from '../locales/en/users.arb';

/** A settings form's save as it stands: pending, failed with the server's reason, or done with its answer. */
type Save<Answer> = { isError: boolean; error: unknown } & ({ isSuccess: true; data: Answer } | { isSuccess: false });

/**
 * What a settings form's save came to: the server's refusal (naming a field by the form's label for it, `fields`),
 * or a line saying what now holds.
 */
export function SaveOutcome<Answer>({
  save,
  saved,
  fields,
}: {
  save: Save<Answer>;
  saved: (answer: Answer) => ReactNode;
  fields?: Readonly<Record<string, string>>;
}) {
  const t = useMessages();
  return (
    <>
      <FailureAlert failed={save} title={t(usersWords.settingsNotSaved)} fields={fields} />
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700">
          {saved(save.data)}
        </p>
      )}
    </>
  );
}
