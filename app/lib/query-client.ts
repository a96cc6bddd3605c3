import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiJson } from "./api-client";

/** A GET goes to the first element of its cache key. */
const getFromKey: QueryFunction = ({ queryKey }) => {
  const [url] = queryKey;
  if (typeof url !== "string") throw new Error("The first element of a query key must be its URL");
  return apiJson("GET", url);
};

/**
 * Defaults: data never stale, no refetch on window focus, no interval refetch unless
 * a query asks for one (conversations 30 s, metrics 60 s), no retries for reads or writes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFromKey,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
