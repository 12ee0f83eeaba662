// The package, not '../api' (see PagedList.tsx): errorMessage must recognise the one client's ApiError. In a
// module of its own, so that screens showing an Alert (the login page) do not download the API client with it.
import { errorMessage, type ErrorWording } from '@tessera/shared';
import { Alert } from './states.tsx';

/** Why an action failed (a mutation's error) under its title; nothing while it has not failed. */
export function FailureAlert({
  failed,
  title,
  fields,
  describe = (error) => errorMessage(error, { fields }),
}: {
  failed: { isError: boolean; error: unknown };
  title?: string;
  /** The names of the fields the action sends, as the form labels them, for a refusal that names one. */
  fields?: ErrorWording['fields'];
  /** The wording of the error; the shared one (with `fields`) by default. */
  describe?: (error: unknown) => string;
}) {
  if (!failed.isError) return null;
  return (
    <Alert tone="error" title={title}>
      {describe(failed.error)}
    </Alert>
  );
}
