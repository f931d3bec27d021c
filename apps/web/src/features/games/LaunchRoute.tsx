import type { VenueCode } from '@site/api-contract';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';
import { useGo } from './use-go';
import { VenueLaunchPage } from './VenueLaunchPage';

interface LaunchRouteProps {
  venue: VenueCode;
  title: string;
}

/**
 * A venue launch page in its frame. It reads and replaces its own `?url=` (validated by the
 * route's `venueSearch`), so the six route files only name their venue and title.
 */
export function LaunchRoute({ venue, title }: LaunchRouteProps) {
  const { go } = useGo();
  const search: { url?: unknown } = useSearch({ strict: false });
  const url = typeof search.url === 'string' ? search.url : undefined;
  const navigate = useNavigate();
  const setUrl = (next: string | undefined) =>
    void navigate({ to: '.', search: next === undefined ? {} : { url: next }, replace: true });
  return (
    <PageFrame title={title}>
      <VenueLaunchPage venue={venue} url={url} onUrl={setUrl} go={go} />
    </PageFrame>
  );
}
