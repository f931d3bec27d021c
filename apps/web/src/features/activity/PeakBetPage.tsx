import type { ApiReply } from '@site/api-contract';
import { Button, Card, Empty, MoneyText } from '@site/ui';
import { formatNumber } from '@site/validation';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { DataSlot, useKeptDeferred } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useLoginRedirect } from '../../components/use-login-redirect';
import { KindHero, KindRules } from './KindIntro';
import type { PeakBetData, PeakBoard } from './loaders';
import { prizeBandText, standing } from './peak-board';
import { countdown, countdownText, serverClock } from './server-clock';
import { shanghaiShortDateTime } from '../../components/shanghai-date';
import { useNow } from './use-now';
import './activity.css';

const T = {
  title: '好友投注冲榜',
  ends: '距本期结束',
  over: '本期已结束，正在更新榜单…',
  current: '本期倒计时',
  period: '本期',
  zone: '（北京时间）',
  prizes: '排名奖励',
  board: '本期排行榜',
  boardLabel: '好友有效投注排行榜',
  empty: '本期还没有人上榜，邀请好友投注即可冲榜',
  friends: (n: number) => `${n} 位好友投注`,
  mine: '我的排名',
  rank: (n: number) => `第 ${n} 名`,
  unranked: '未上榜',
  friendsBet: '好友有效投注',
  expected: '预计奖金',
  gap: (n: number, last: number) => `再差 ${formatNumber(n)} 元进入前 ${last} 名`,
  free: '邀请的好友有效投注即可上榜',
  guest: '登录后查看我的排名',
  login: '登录查看',
} as const;

/** The least height of the board's box: this period's countdown, the prizes and the first ranks. */
const BOARD_HEIGHT = 700;

/**
 * /activity/friendPeakBet: this week's board of friends' valid bets, prizes per rank, the member's own
 * place pinned below. Its first view (issue #36, drawn into the HTML by the build) is the hero and
 * the board's box; the board fills the box (and brings the member's bar).
 */
export function PeakBetPage({ activity, board }: PeakBetData) {
  // A new period's board (read when this one ends) replaces the one shown when it comes.
  const shown = useKeptDeferred(board);
  return (
    <PageFrame title={T.title}>
      <div className="stack activity-page peak-page">
        <KindHero lead activity={activity} fallbackTitle={T.title} />
        <DataSlot className="stack" loading={shown === undefined} minHeight={BOARD_HEIGHT} rows={10}>
          {shown ? <PeakBoardView {...shown} /> : null}
        </DataSlot>
        <KindRules activity={activity} />
        {shown ? <MineBar board={shown.board} /> : null}
      </div>
    </PageFrame>
  );
}

/** The period with its countdown, the prizes per rank and the board. */
function PeakBoardView({ board, receivedAt }: PeakBoard) {
  const router = useRouter();
  const clock = useMemo(() => serverClock(board.serverTime, receivedAt), [board.serverTime, receivedAt]);
  const left = countdown(board.periodEnd, useNow(clock));
  // A new period starts when this one ends: read the new board once.
  useEffect(() => {
    if (left.over) void router.invalidate();
  }, [left.over, router]);

  return (
    <>
      <Card title={T.current}>
        <p className="peak-countdown">
          {left.over ? (
            T.over
          ) : (
            <>
              {T.ends} <span role="timer" className="peak-countdown__time" data-testid="peak-countdown">{countdownText(left)}</span>
            </>
          )}
        </p>
        <p className="peak-period">
          {T.period}：{shanghaiShortDateTime(board.periodStart)} – {shanghaiShortDateTime(board.periodEnd)}
          {T.zone}
        </p>
      </Card>
      <Card title={T.prizes}>
        <ul className="peak-prizes">
          {board.prizes.map((p) => (
            <li key={p.rankFrom}>
              <span>{prizeBandText(p)}</span>
              <MoneyText value={p.reward} />
            </li>
          ))}
        </ul>
      </Card>
      <Card title={T.board}>
        {board.board.length === 0 ? (
          <Empty description={T.empty} />
        ) : (
          <ol className="peak-board" aria-label={T.boardLabel}>
            {board.board.map((r) => (
              <li key={r.rank} className="peak-row">
                <span className={`peak-rank peak-rank--${Math.min(r.rank, 4)}`}>{r.rank}</span>
                <span className="activity-row__main">
                  <span className="activity-row__title">{r.username}</span>
                  <span className="activity-row__sub">{T.friends(r.friends)}</span>
                </span>
                <span className="peak-row__figures">
                  <MoneyText value={r.validBet} symbol={null} />
                  {r.prize > 0 ? <MoneyText value={r.prize} className="activity-row__gain" size="small" /> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

function MineBar({ board }: { board: ApiReply<'peakBetBoard'> }) {
  const { toLogin } = useLoginRedirect();
  if (!board.mine) {
    return (
      <aside className="peak-mine" aria-label={T.mine}>
        <span>{T.guest}</span>
        <Button size="small" variant="primary" onClick={toLogin}>
          {T.login}
        </Button>
      </aside>
    );
  }
  const s = standing(board, board.mine);
  return (
    <aside className="peak-mine" aria-label={T.mine} data-testid="peak-mine">
      <span className="peak-mine__rank">
        {T.mine}
        <strong>{s.kind === 'unranked' ? T.unranked : T.rank(s.rank)}</strong>
      </span>
      <span className="peak-mine__detail">
        {T.friendsBet} <MoneyText value={board.mine.validBet} symbol={null} />
        <br />
        {s.kind === 'prized' ? (
          <>
            {T.expected} <MoneyText value={s.prize} />
          </>
        ) : s.gap === null ? (
          T.free
        ) : (
          T.gap(s.gap, s.lastPrized)
        )}
      </span>
    </aside>
  );
}
