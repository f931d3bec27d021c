import { errorText } from '@site/api-client';
import { Button, Card } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { servicesAtom } from '../../state/services';
import { useDeferred } from '../../components/use-deferred';
import type { HomeData } from './home-data';

/** The dividend lead (`/act/api/v1/dividend/manual/lead`): shown to a member when there is one. */
export function DividendLead({ lead: leadPromise }: { lead: NonNullable<HomeData['dividendLead']> }) {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const router = useRouter();
  const lead = useDeferred(leadPromise);
  const [opening, setOpening] = useState(false);
  if (lead.status !== 'ready' || !lead.data.show) return null;
  const title = lead.data.title || '分红';

  const openList = async () => {
    setOpening(true);
    try {
      // The list and its 领取 load on the press: most visits never open it.
      const [{ list }, { default: DividendList }] = await Promise.all([client.dividendCheck(), import('./DividendList')]);
      let received = false;
      const handle = dialogs.open({
        kind: 'info',
        title,
        content: <DividendList list={list} onReceived={() => (received = true)} />,
        buttons: [{ text: '关闭' }],
      });
      // What was received leaves the lead: the home page asks again once the dialog closes.
      void handle.closed.then(() => {
        if (received) void router.invalidate();
      });
    } catch (error) {
      dialogs.open({ kind: 'alert', content: errorText(error) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card className="home-dividend" title={title} level={2}>
      <p className="home-dividend__text">{lead.data.content}</p>
      <Button size="small" variant="primary" loading={opening} onClick={() => void openList()}>
        查看分红
      </Button>
    </Card>
  );
}
