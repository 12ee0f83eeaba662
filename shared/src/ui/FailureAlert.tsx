// The package, not '../api' (see PagedList.tsx): errorMessage must recognise the one client's ApiError. In a
// module of its own, so that screens showing an Alert (the login page) do not download the API client with it.
import { errorMessage } from '@tessera/shared';
import { Alert } from './states.tsx';

/** Why an action failed (a mutation's error) under its title; nothing while it has not failed. */
export function FailureAlert({
  failed,
  title,
  describe = errorMessage,
}: {
  failed: { isError: boolean; error: unknown };
  title?: string;
  /** The wording of the error; the shared one by default. */
  describe?: (error: unknown) => string;
}) {
  if (!failed.isError) return null;
  return (
    <Alert tone="error" title={title}>
      {describe(failed.error)}
    </Alert>
  );
}
