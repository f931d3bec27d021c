import { Button, Card } from '@site/ui';
import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { useDeferred } from '../../components/use-deferred';
import type { HomeData } from './home-data';

/** The dividend lead (`/act/api/v1/dividend/manual/lead`): shown to a member when there is one. */
export function DividendLead({ lead: leadPromise }: { lead: NonNullable<HomeData['dividendLead']> }) {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const lead = useDeferred(leadPromise);
  if (lead.status !== 'ready' || !lead.data.show) return null;
  const openList = async () => {
    try {
      const { list } = await client.dividendCheck();
      dialogs.open({
        kind: 'info',
        title: lead.data.title || '分红',
        content: list.length === 0 ? '暂无可领取的分红' : list.map((d) => `${d.title}：${d.amount.toFixed(2)}元`).join('\n'),
      });
    } catch (error) {
      dialogs.open({ kind: 'alert', content: error instanceof Error ? error.message : '分红查询失败，请稍后重试' });
    }
  };
  return (
    <Card className="home-dividend" title={lead.data.title || '分红'} level={2}>
      <p className="home-dividend__text">{lead.data.content}</p>
      <Button size="small" variant="primary" onClick={() => void openList()}>
        查看分红
      </Button>
    </Card>
  );
}
