import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { servicesAtom } from '../../state/services';
import { placeholderBanner } from './banner-image';
import { takePopTurn } from './pop-info';

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
  const router = useRouter();
  useEffect(() => {
    let live = true;
    client.popInfo().then(
      (pop) => {
        if (!live || !pop.show || !takePopTurn(sessionStore(), pop.id)) return;
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
              onClick: () => {
                if (pop.linkUrl.startsWith('/')) void router.navigate({ href: pop.linkUrl });
              },
            },
          ],
        });
      },
      () => undefined, // No pop-up is the right outcome when the call fails.
    );
    return () => {
      live = false;
    };
  }, [client, dialogs, router]);
}
