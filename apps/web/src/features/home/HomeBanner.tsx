import { Carousel } from '@site/ui';
import type { CarouselSlide } from '@site/ui';
import { useEffect, useMemo, useState } from 'react';
import { LOADING_BANNER_TITLE, loadingBanner, placeholderBanner } from './banner-image';
import { useDeferred } from '../../components/use-deferred';
import type { HomeData } from './home-data';
import { usePlatformLinks } from '../../components/use-platform-links';

/** Image URLs that have loaded; the others keep their drawn placeholder. */
function useLoadedImages(urls: readonly string[]): ReadonlySet<string> {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const joined = urls.join('\n');
  useEffect(() => {
    let live = true;
    for (const url of joined.split('\n').filter(Boolean)) {
      const img = new Image();
      img.onload = () => {
        if (live) setLoaded((prev) => new Set(prev).add(url));
      };
      img.src = url;
    }
    return () => {
      live = false;
    };
  }, [joined]);
  return loaded;
}

const withHref = (href: string | undefined): { href?: string } => (href === undefined ? {} : { href });

/** The banner carousel of the station ads. */
export function HomeBanner({ ads: adsPromise }: { ads: HomeData['ads'] }) {
  const links = usePlatformLinks();
  const ads = useDeferred(adsPromise);
  const list = useMemo(() => (ads.status === 'ready' ? ads.data : []), [ads]);
  const { prepare, hrefOf, open } = links;
  useEffect(() => prepare(list.map((ad) => ad.linkUrl)), [list, prepare]);
  const loaded = useLoadedImages(list.map((ad) => ad.imageUrl));
  const slides: CarouselSlide[] = useMemo(
    () =>
      list.map((ad, index) => ({
        id: ad.id,
        image: loaded.has(ad.imageUrl) ? ad.imageUrl : placeholderBanner(ad.title, index),
        alt: ad.title,
        // The address the link really takes (site path, allowed origin or the leave page), never
        // the platform's raw text: a middle click must not bypass the check.
        ...withHref(hrefOf(ad.linkUrl)),
      })),
    [list, loaded, hrefOf],
  );

  // The same drawing, in the same box, as index.html's boot shell: nothing moves when either goes.
  if (ads.status === 'loading') return <img className="home-banner home-banner--single" src={loadingBanner()} alt={LOADING_BANNER_TITLE} />;
  if (ads.status === 'error' || slides.length === 0) {
    // No banner is not worth an error box at the top of the home page: a drawn one stands in.
    return <img className="home-banner home-banner--single" src={placeholderBanner('精彩活动 敬请期待', 0)} alt="精彩活动 敬请期待" />;
  }
  return (
    <Carousel
      className="home-banner"
      label="活动轮播"
      slides={slides}
      onSlideClick={(_slide, index) => open(list[index]?.linkUrl)}
    />
  );
}
