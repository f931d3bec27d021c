import { useState } from 'react';

/** A venue's icon, or its first character on a coloured tile when the image does not load. */
export function VenueIcon({ src, title }: { src: string; title: string }) {
  const [broken, setBroken] = useState(src === '');
  if (broken) {
    return (
      <span className="games-venue__icon games-venue__icon--text" aria-hidden="true">
        {Array.from(title)[0] ?? ''}
      </span>
    );
  }
  return <img className="games-venue__icon" src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
