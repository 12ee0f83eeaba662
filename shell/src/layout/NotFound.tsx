import { Link } from 'react-router';
import { EmptyState, Page, linkClass } from '@tessera/shared/ui';

export function NotFound() {
  return (
    <Page>
      <EmptyState title="Page not found">
        There is nothing at this address.{' '}
        <Link className={linkClass} to="/">
          Go to the home page
        </Link>
        .
      </EmptyState>
    </Page>
  );
}
