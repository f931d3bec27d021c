import type { VenueCode } from '@site/api-contract';
import { PageFrame } from '../../components/PageFrame';
import { useGo } from './use-go';
import { VenueLaunchPage } from './VenueLaunchPage';

interface LaunchRouteProps {
  venue: VenueCode;
  title: string;
  url: string | undefined;
  /** Replaces `?url=` in the address. */
  setUrl: (url: string | undefined) => void;
}

/** A venue launch page in its frame, for the thin route files. */
export function LaunchRoute({ venue, title, url, setUrl }: LaunchRouteProps) {
  const { go } = useGo();
  return (
    <PageFrame title={title}>
      <VenueLaunchPage venue={venue} url={url} onUrl={setUrl} go={go} />
    </PageFrame>
  );
}
