// Whether the station has a fingerprint reader, asked of the platform once per session (spec §5:
// a reader attached later needs Zyno Desktop restarted). The user menu, the station sign-in, the
// registration window and Manage Fingerprints all read this one query.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { usePlatform } from './platform-context';

export function useFingerprintReader(): UseQueryResult<boolean> {
  const platform = usePlatform();
  return useQuery({
    queryKey: ['platform', 'fingerprint-reader'],
    queryFn: () => platform.hasFingerprintReader(),
    staleTime: Infinity,
  });
}
