// Its own module, apart from states.tsx: the login screen uses those states and must not load the API client.
// The package, not '../api': the UI kit is its own shared module, and a relative import would bundle a
// second copy of the API client (whose ApiError `errorMessage` must recognise) into it.
import { errorMessage } from '@tessera/shared';
import { ErrorState } from './states.tsx';

/** A query that failed: `title`, the reason in words (`describe`, the API client's wording unless told), Retry. */
export function QueryErrorState({
  title,
  query,
  describe = errorMessage,
}: {
  title: string;
  query: { error: unknown; refetch: () => unknown };
  describe?: (error: unknown) => string;
}) {
  return <ErrorState title={title} message={describe(query.error)} onRetry={() => void query.refetch()} />;
}
