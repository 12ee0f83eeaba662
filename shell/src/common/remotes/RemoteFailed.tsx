import { Button, ErrorState } from '@tessera/shared/ui';
import { useMessages } from '../i18n.ts';
import { skewAdvice } from './skew.ts';
import type { RemotePlace, VersionSkewError } from './skew.ts';
import * as shellWords from '../../locales/en/shell.arb';

/**
 * What shows where a remote could not be loaded: what failed, why it may have, and a Retry; or, for a remote this
 * shell cannot run (`skew`), both versions and what to do, without a Retry that could not help.
 */
export function RemoteFailed({
  title,
  message,
  what,
  retrying,
  onRetry,
  skew,
}: {
  title: string;
  message: string;
  /** What the remote fills: 'screen' or 'section'. */
  what: RemotePlace;
  retrying: boolean;
  onRetry: () => void;
  skew?: VersionSkewError;
}) {
  const t = useMessages();
  if (skew) return <ErrorState title={title} message={skewAdvice(skew, what, t)} />;
  return (
    <ErrorState
      title={title}
      message={message}
      action={
        <Button variant="primary" busy={retrying} onClick={onRetry}>
          {t(shellWords.remoteRetry)}
        </Button>
      }
    />
  );
}
