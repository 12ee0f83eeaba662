import { Link } from 'react-router';
import { richMessage } from '@tessera/shared/i18n';
import { EmptyState, Page, linkClass } from '@tessera/shared/ui';
import { useMessages } from '../common/i18n.ts';

export function NotFound() {
  const t = useMessages();
  return (
    <Page>
      <EmptyState title={t('notFoundTitle')}>
        {richMessage(t, 'notFoundText', {
          link: (
            <Link className={linkClass} to="/">
              {t('notFoundHomeLink')}
            </Link>
          ),
        })}
      </EmptyState>
    </Page>
  );
}
