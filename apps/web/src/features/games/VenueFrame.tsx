import { Button, Spinner } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { VENUE_FRAME_SANDBOX, VENUE_FRAME_TIMEOUT_MS } from './constants';
import { readVenueMessage } from '@site/venues';
import type { VenueMessage } from '@site/venues';

interface VenueFrameProps {
  url: string;
  /** The venue's origin: the only one whose messages are heard. */
  origin: string;
  title: string;
  onMessage: (message: VenueMessage) => void;
}

/** A venue lobby in a sandboxed iframe, with a loading cover and a retry when it does not load. */
export function VenueFrame({ url, origin, title, onMessage }: VenueFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'timeout'>('loading');
  const [reloads, setReloads] = useState(0);
  const listener = useRef(onMessage);
  listener.current = onMessage;

  useEffect(() => {
    setStatus('loading');
    const timer = window.setTimeout(() => setStatus((s) => (s === 'loading' ? 'timeout' : s)), VENUE_FRAME_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [url, reloads]);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only the lobby in this frame, speaking from the venue's own origin, is heard.
      if (event.origin !== origin || event.source === null || event.source !== frame.current?.contentWindow) return;
      const message = readVenueMessage(event.data);
      if (message) listener.current(message);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [origin]);

  return (
    <div className="games-frame">
      <iframe
        key={`${url}#${String(reloads)}`}
        ref={frame}
        className="games-frame__iframe"
        src={url}
        title={title}
        sandbox={VENUE_FRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; autoplay"
        onLoad={() => setStatus('loaded')}
      />
      {status === 'loading' ? (
        <div className="games-frame__cover">
          <Spinner label="场馆加载中" showLabel size={32} />
        </div>
      ) : null}
      {status === 'timeout' ? (
        <div className="games-frame__cover" role="alert">
          <p>场馆加载时间较长，请检查网络后重试</p>
          <Button variant="primary" onClick={() => setReloads((n) => n + 1)}>
            重新加载
          </Button>
        </div>
      ) : null}
    </div>
  );
}
