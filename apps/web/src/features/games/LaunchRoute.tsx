import { venueDisplayName } from '@site/api-contract';
import type { VenueCode } from '@site/api-contract';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { useGo } from '../../components/use-go';
import { VenueLaunchPage } from './VenueLaunchPage';

interface LaunchRouteProps {
  venue: VenueCode;
}

/**
 * A venue launch page in its frame. The lobby url carries the venue session token, so it lives in
 * memory only (issue #27 item 5): a `?url=` the page was opened with (SPEC §2) is read once and the
 * history entry replaced by one without it; a url from a launch never reaches the address. A
 * reload therefore launches again.
 */
export function LaunchRoute({ venue }: LaunchRouteProps) {
  const { go } = useGo();
  const search: { url?: unknown } = useSearch({ strict: false });
  const fromAddress = typeof search.url === 'string' ? search.url : undefined;
  const [url, setUrl] = useState<string | undefined>(fromAddress);
  const navigate = useNavigate();

  useEffect(() => {
    if (fromAddress === undefined) return;
    setUrl(fromAddress);
    void navigate({ to: '.', search: {}, replace: true });
  }, [fromAddress, navigate]);

  return (
    <PageFrame title={venueDisplayName(venue)}>
      <VenueLaunchPage venue={venue} url={url} onUrl={setUrl} go={go} />
    </PageFrame>
  );
}
