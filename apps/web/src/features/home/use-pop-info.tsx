import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { servicesAtom } from '../../state/services';
import { placeholderBanner } from './banner-image';
import { takePopTurn } from './pop-info';
import { usePlatformLinks } from '../links/use-platform-links';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Opens the activity pop-up (`popInfo`) once per session when the platform has one to show. */
export function usePopInfo(): void {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const { prepare, open } = usePlatformLinks();
  useEffect(() => {
    let live = true;
    client.popInfo().then(
      (pop) => {
        if (!live || !pop.show || !takePopTurn(sessionStore(), pop.id)) return;
        prepare([pop.linkUrl]);
        dialogs.open({
          kind: 'info',
          title: pop.title || '热门活动',
          content: (
            <img
              className="home-pop__image"
              src={pop.imageUrl || placeholderBanner(pop.title, 2)}
              alt={pop.title}
              onError={(event) => {
                event.currentTarget.src = placeholderBanner(pop.title, 2);
              }}
            />
          ),
          buttons: [
            { text: '稍后再看' },
            {
              text: '立即参与',
              variant: 'primary',
              // Read at the click: the allowlist may have arrived since the pop-up opened.
              onClick: () => open(pop.linkUrl),
            },
          ],
        });
      },
      () => undefined, // No pop-up is the right outcome when the call fails.
    );
    return () => {
      live = false;
    };
  }, [client, dialogs, prepare, open]);
}
