/**
 * What the rspack base config shares as the '@tanstack/react-query' singleton (MF `import` option): the names the
 * apps use. A shared module cannot be tree-shaken, and the package also carries infinite and suspense queries,
 * hydration, mutation state and the observers behind them, which no screen uses: every name here is downloaded by
 * every page after sign-in.
 *
 * Screens keep importing from '@tanstack/react-query' as usual. tanstack.test.ts fails if any source file imports
 * a name missing here: add it to the list below. Tests run on the full package.
 *
 * The relative path to the package's ES module build is deliberate: a bare '@tanstack/react-query' import here
 * would be answered by the share scope, i.e. by this very module.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
