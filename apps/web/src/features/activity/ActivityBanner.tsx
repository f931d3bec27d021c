import { useState } from 'react';

/**
 * An activity's picture. It carries no words of its own for screen readers (the title is right
 * beside it); when the platform's image fails, a drawn gradient with the title takes its place.
 */
export function ActivityBanner({ src, title }: { src: string; title: string }) {
  const [broken, setBroken] = useState(src === '');
  return (
    <div className="activity-banner">
      {broken ? (
        <span className="activity-banner__fallback" aria-hidden="true">
          {title}
        </span>
      ) : (
        <img src={src} alt="" width={750} height={300} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      )}
    </div>
  );
}
