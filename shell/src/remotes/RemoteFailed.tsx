import { Button, ErrorState } from '@tessera/shared/ui';

/** What shows where a remote could not be loaded: what failed, why it may have, and a Retry. */
export function RemoteFailed({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <ErrorState
      title={title}
      message={message}
      action={
        <Button variant="primary" busy={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
