/** What the shell provides of TanStack Query to remotes: the exports remotes of this major use. */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
