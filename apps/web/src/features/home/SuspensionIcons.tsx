import { useEffect, useState } from 'react';
import { CATEGORY_ICONS } from './category-icons';
import { useDeferred } from '../../components/use-deferred';
import type { HomeData } from './home-data';
import { usePlatformLinks } from '../../components/use-platform-links';

/** The floating activity icons (`suspensionIcon`, displayEquipment "1"); each may be closed. */
export function SuspensionIcons({ icons: iconsPromise }: { icons: HomeData['icons'] }) {
  const { prepare, open } = usePlatformLinks();
  const icons = useDeferred(iconsPromise);
  useEffect(() => {
    if (icons.status === 'ready') prepare(icons.data.map((icon) => icon.linkUrl));
  }, [icons, prepare]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  if (icons.status !== 'ready') return null;
  const shown = icons.data.filter((icon) => !closed.has(icon.id));
  if (shown.length === 0) return null;
  return (
    <aside className="home-float" aria-label="活动入口">
      {shown.map((icon) => (
        <div key={icon.id} className="home-float__item">
          <button
            type="button"
            className="home-float__open"
            onClick={() => open(icon.linkUrl)}
          >
            {broken.has(icon.id) ? (
              <span className="home-float__badge" aria-hidden="true">
                {CATEGORY_ICONS['GIFT']}
              </span>
            ) : (
              <img src={icon.iconUrl} alt="" width={36} height={36} onError={() => setBroken((prev) => new Set(prev).add(icon.id))} />
            )}
            <span className="home-float__name">{icon.name}</span>
          </button>
          <button
            type="button"
            className="home-float__close"
            aria-label={`关闭${icon.name}`}
            onClick={() => setClosed((prev) => new Set(prev).add(icon.id))}
          >
            ×
          </button>
        </div>
      ))}
    </aside>
  );
}
