import { Button } from '@site/ui';
import { useEffect } from 'react';
import { usePlatformLinks } from '../../components/use-platform-links';
import { placeholderBanner } from './banner-image';
import { usePopInfo } from './use-pop-info';
import type { PopInfo } from './use-pop-info';
import './activity-pop.css';

/**
 * The activity pop-up, when the platform says show and this member (or, for a guest, this device)
 * has not seen it today. Home mounts it for the visitor the page opened for, and unmounts it when
 * that changes (a logout, a session code), so a member's pop-up goes with the token.
 */
export default function ActivityPopSlot({ member }: { member: boolean }) {
  const [pop, close] = usePopInfo(member);
  return pop ? <ActivityPop pop={pop} onClose={close} /> : null;
}

/**
 * The activity pop-up as a card in the page's flow, below the game lobbies: it never lies over
 * controls the member is using (the member panel, 退出登录) and never moves what is above it.
 */
function ActivityPop({ pop, onClose }: { pop: PopInfo; onClose: () => void }) {
  const { prepare, open } = usePlatformLinks();
  const title = pop.title || '热门活动';
  useEffect(() => prepare([pop.linkUrl]), [prepare, pop.linkUrl]);
  const join = () => {
    onClose();
    // A platform link: a site path in the app, an allowlisted origin in a new window, any other
    // address through the leave page, a script URL never (features/links).
    open(pop.linkUrl);
  };
  return (
    <aside className="home-pop" aria-label="热门活动">
      <div className="home-pop__head">
        <h2 className="home-pop__title">{title}</h2>
        <button type="button" className="home-pop__close" aria-label="关闭热门活动" onClick={onClose}>
          ×
        </button>
      </div>
      <img
        className="home-pop__image"
        src={pop.imageUrl || placeholderBanner(title, 2)}
        alt={title}
        width={600}
        height={400}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.src = placeholderBanner(title, 2);
        }}
      />
      <div className="home-pop__actions">
        <Button size="small" onClick={onClose}>
          稍后再看
        </Button>
        <Button size="small" variant="primary" onClick={join}>
          立即参与
        </Button>
      </div>
    </aside>
  );
}
