// Code fetched on demand (a dynamic import and what is built from it), at most once: every caller
// shares the first load; after a failure (a chunk that did not download) the next call tries
// again rather than failing for the rest of the visit.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
