import { NoticeBar } from '@site/ui';
import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { useDeferred } from '../../components/use-deferred';
import type { HomeData } from './home-data';

/**
 * The scrolling notices; one opens in a dialog. While they load, an empty bar holds their place so
 * the sections below do not jump when they arrive; nothing shows when there are none.
 */
export function HomeNotices({ notices: noticesPromise }: { notices: HomeData['notices'] }) {
  const { dialogs } = useAtomValue(servicesAtom);
  const notices = useDeferred(noticesPromise);
  if (notices.status === 'loading') return <div className="home-notices-slot" aria-hidden="true" />;
  if (notices.status !== 'ready' || notices.data.length === 0) return null;
  const byId = new Map(notices.data.map((n) => [n.id, n]));
  return (
    <NoticeBar
      className="home-notices"
      label="最新公告"
      notices={notices.data.map((n) => ({ id: n.id, text: n.title || n.content }))}
      onSelect={(item) => {
        const notice = byId.get(Number(item.id));
        if (!notice) return;
        // Plain text only: notices come from the server and are never rendered as HTML.
        dialogs.open({ kind: 'info', title: notice.title || '公告', content: notice.content });
      }}
    />
  );
}
