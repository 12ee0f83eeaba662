import { Link } from 'react-router';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { EmptyState, Page, linkClass } from '@tessera/shared/ui';
import { useMessages } from '../common/i18n.ts';
import * as shellWords from '../locales/en/shell.arb';

export function NotFound() {
  const t = useMessages();
  return (
    <Page>
      <EmptyState title={t(shellWords.notFoundTitle)}>
        {richMessage(t, shellWords.notFoundText, {
          link: (
            <Link className={linkClass} to="/">
              {t(shellWords.notFoundHomeLink)}
            </Link>
          ),
        })}
      </EmptyState>
    </Page>
  );
}
