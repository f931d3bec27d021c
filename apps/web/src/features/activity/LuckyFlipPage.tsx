import type { ApiReply } from '@site/api-contract';
import { Button, Card, Empty, MoneyText } from '@site/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DataSlot } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useLoginRedirect } from '../../components/use-login-redirect';
import { useMoneySubmit } from '../../components/use-money-submit';
import { servicesAtom } from '../../state/services';
import { FlipBoard } from './FlipBoard';
import { GuestCard } from './GuestCard';
import type { Revealed } from './FlipBoard';
import { KindHero, KindRules, useMemberPart } from './KindIntro';
import type { LuckyFlipData } from './loaders';
import { shanghaiDateTime } from '../../components/shanghai-date';
import { useAfterPayout } from './use-payout';
import './activity.css';

const T = {
  title: '幸运翻牌',
  fallbackTitle: '幸运翻翻乐',
  chances: '剩余翻牌机会',
  times: '次',
  pick: (n: number) => `翻开第 ${n} 张牌`,
  pickGuest: (n: number) => `登录后翻开第 ${n} 张牌`,
  hint: '任选一张牌翻开，100% 中奖',
  guest: '登录后即可翻牌，彩金即时到账',
  won: (name: string) => `恭喜获得 ${name}`,
  again: '再翻一次',
  none: '翻牌次数已用完，存款即可获得机会',
  deposit: '去存款',
  retry: (n: number) => `重新翻开第 ${n} 张牌`,
  prizes: '奖池',
  history: '我的翻牌记录',
  noHistory: '还没有翻牌记录',
} as const;

/**
 * The least height of a member's box: the chances, the board with its prizes and the first records,
 * more than a phone shows under the hero (a guest's box is its card, drawn at once).
 */
const FLIP_HEIGHT = 700;

/**
 * /activity/luckyFlip: nine cards face down; a tap draws once on the platform and turns that card to
 * the prize. Its first view (issue #36, drawn into the HTML by the build) is the hero and the board's
 * box, the same for every visitor: the member's chances and board fill the box, or the guest's card.
 */
export function LuckyFlipPage({ activity, info }: LuckyFlipData) {
  // After a draw the loader runs again: the board shown stays (with its card turned) until the new chances come.
  const shown = useMemberPart(info);
  return (
    <PageFrame title={T.title}>
      <div className="stack activity-page">
        <KindHero lead activity={activity} fallbackTitle={T.fallbackTitle} />
        <DataSlot className="stack" loading={shown === undefined} minHeight={shown === null ? 0 : FLIP_HEIGHT} rows={8}>
          {shown ? <MemberFlip info={shown} /> : shown === null ? <GuestFlip /> : null}
          {shown ? <FlipHistory info={shown} /> : null}
        </DataSlot>
        <KindRules activity={activity} />
      </div>
    </PageFrame>
  );
}

function GuestFlip() {
  const { toLogin } = useLoginRedirect();
  return (
    <GuestCard text={T.guest}>
      <FlipBoard revealed={null} drawing={null} locked={false} onPick={toLogin} pickLabel={(i) => T.pickGuest(i + 1)} />
    </GuestCard>
  );
}

function MemberFlip({ info }: { info: ApiReply<'luckyFlipInfo'> }) {
  const { client } = useAtomValue(servicesAtom);
  const router = useRouter();
  const draw = useMoneySubmit();
  const afterPayout = useAfterPayout();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [drawing, setDrawing] = useState<number | null>(null);
  const [failedAt, setFailedAt] = useState<number | null>(null);

  const pick = async (position: number) => {
    setDrawing(position);
    setFailedAt(null);
    // One key per card tapped; after an unknown outcome only a retry of the same card (same key)
    // is offered, so a lost reply can never turn into a second draw.
    const result = await draw.submit(String(position), (idempotencyKey) => client.request('luckyFlipDraw', { position }, { idempotencyKey }));
    // A second tap while the first draw is on its way sent nothing: the first one's card stays lifted.
    if (!result.ok && result.outcome === 'busy') return;
    setDrawing(null);
    // Offline, nothing was sent: the board waits (locked, with the reason) rather than failing.
    if (!result.ok && result.outcome === 'offline') return;
    if (result.ok) {
      setRevealed({ position, name: result.reply.name });
      afterPayout();
      void router.invalidate();
    } else {
      setFailedAt(position);
    }
  };

  const empty = info.chancesLeft <= 0;
  return (
    <Card>
      <p className="flip-chances">
        {T.chances} <strong data-testid="flip-chances">{info.chancesLeft}</strong> {T.times}
      </p>
      <p className="activity-guest">{T.hint}</p>
      <FlipBoard
        revealed={revealed}
        drawing={drawing}
        locked={drawing !== null || revealed !== null || empty || draw.canRetry || draw.offline}
        onPick={(i) => void pick(i)}
        pickLabel={(i) => T.pick(i + 1)}
      />
      <div className="flip-result">
        <p role="status" className="flip-result__won">
          {revealed ? T.won(revealed.name) : ''}
        </p>
        {draw.error ? (
          <p role="alert" className="activity-action__error">
            {draw.error}
          </p>
        ) : null}
        {draw.canRetry && failedAt !== null ? (
          <Button variant="primary" block disabled={draw.offline} onClick={() => void pick(failedAt)}>
            {T.retry(failedAt + 1)}
          </Button>
        ) : revealed && !empty ? (
          <Button variant="primary" block onClick={() => setRevealed(null)}>
            {T.again}
          </Button>
        ) : empty ? (
          <p className="flip-result__none">
            {T.none}
            <Link to="/mine/finance/deposit">{T.deposit}</Link>
          </p>
        ) : null}
      </div>
      <ul className="flip-prizes" aria-label={T.prizes}>
        {info.prizes.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </Card>
  );
}

function FlipHistory({ info }: { info: ApiReply<'luckyFlipInfo'> }) {
  return (
    <Card title={T.history}>
      {info.history.length === 0 ? (
        <Empty description={T.noHistory} />
      ) : (
        <ul className="activity-rows" data-testid="flip-history">
          {info.history.map((h) => (
            <li key={h.id} className="activity-row">
              <span className="activity-row__main">
                <span className="activity-row__title">{h.name}</span>
                <span className="activity-row__sub">{shanghaiDateTime(h.createdAt)}</span>
              </span>
              <MoneyText value={h.amount} signed className="activity-row__gain" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
