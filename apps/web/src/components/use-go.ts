import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

export interface Go {
  /** Navigates to a site path (lobby → launch page, → transfer). */
  go: (path: string) => void;
  /** To the login page, returning to `redirect` afterwards. */
  loginWith: (redirect: string) => void;
}

export function useGo(): Go {
  const router = useRouter();
  return useMemo(
    () => ({
      go: (path: string) => void router.navigate({ to: path }),
      loginWith: (redirect: string) => void router.navigate({ to: '/user/login', search: { redirect } }),
    }),
    [router],
  );
}
