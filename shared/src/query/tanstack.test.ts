// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importedNames } from '../testing/importedNames.ts';
import * as query from './tanstack.ts';

describe('the shared build of TanStack Query', () => {
  it('exports every TanStack Query name the front end imports (else add it to tanstack.ts)', () => {
    const imported = importedNames('@tanstack/react-query');
    expect(imported.has('useQuery') && imported.has('QueryClientProvider')).toBe(true);
    const missing = [...imported].filter(([name]) => !(name in query)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('leaves out what no screen uses: infinite and suspense queries, hydration, mutation state', () => {
    for (const name of ['useInfiniteQuery', 'useSuspenseQuery', 'HydrationBoundary', 'dehydrate', 'useMutationState']) {
      expect(query, name).not.toHaveProperty(name);
    }
  });
});
