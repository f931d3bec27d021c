import { Button } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { placeholderBanner } from './banner-image';
import { usePopInfo } from './use-pop-info';
import type { PopInfo } from './use-pop-info';
import './activity-pop.css';

/**
 * The member's activity pop-up, when the platform says show and the member has not seen it today.
 * Home mounts it for a member only (its code loads then), and unmounts it when the token goes.
 */
export default function MemberActivityPop() {
  const [pop, close] = usePopInfo();
  return pop ? <ActivityPop pop={pop} onClose={close} /> : null;
}

/**
 * The activity pop-up as a card in the page's flow, below the game lobbies: it never lies over
 * controls the member is using (the member panel, 退出登录) and never moves what is above it.
 */
function ActivityPop({ pop, onClose }: { pop: PopInfo; onClose: () => void }) {
  const router = useRouter();
  const title = pop.title || '热门活动';
  const join = () => {
    onClose();
    if (pop.linkUrl.startsWith('/')) void router.navigate({ href: pop.linkUrl });
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
