import type { ChatBetRecord } from '@site/api-contract';
import type { ChatListItem } from '@site/chat-socket';
import { VipBadge } from '@site/ui';
import { formatNumber } from '@site/validation';
import { memo } from 'react';
import { messageTime } from './chat-view';
import { CHAT_TEXTS } from './messages';

interface MessageRowProps {
  item: ChatListItem;
  /** The member's own user id, to put their messages on the right. */
  selfId: number | undefined;
  onShield: (userId: number) => void;
}

/**
 * One row per message kind. Member text is only ever a React text child: it cannot become HTML,
 * and nothing in it is turned into a link. Names are bidi-isolated (`<bdi>`): a name written
 * right to left cannot pull the text around it into its own direction. (Bidi controls and
 * zero-width characters were already removed when the frame was decoded.)
 */
export const MessageRow = memo(function MessageRow({ item, selfId, onShield }: MessageRowProps) {
  switch (item.kind) {
    case 'join':
      return (
        <p className="chat-notice chat-notice--join">
          {CHAT_TEXTS.joinedBefore}
          <bdi>{item.join.nickName}</bdi>
          {CHAT_TEXTS.joinedAfter}
        </p>
      );
    case 'score':
      return <p className="chat-notice chat-notice--score">{CHAT_TEXTS.score(item.score)}</p>;
    case 'system':
      return (
        <p className="chat-notice chat-notice--system">
          <span className="site-visually-hidden">{CHAT_TEXTS.systemNotice}：</span>
          {item.message.content}
        </p>
      );
    case 'gift': {
      const { message } = item;
      const gift = message.gift;
      return (
        <p className="chat-notice chat-notice--gift">
          <span aria-hidden="true">🎁 </span>
          {gift ? (
            <>
              <bdi>{message.nickName}</bdi>
              {CHAT_TEXTS.giftSent}
              <bdi>{gift.giftName}</bdi>
              {CHAT_TEXTS.giftCount(gift.count)}
            </>
          ) : (
            message.content
          )}
        </p>
      );
    }
    case 'text':
    case 'bet': {
      const { message } = item;
      const mine = selfId !== undefined && message.userId === selfId;
      return (
        <article className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg'} data-kind={item.kind}>
          <header className="chat-msg__head">
            <bdi className="chat-msg__name">{mine ? CHAT_TEXTS.me : message.nickName}</bdi>
            <VipBadge level={message.grade} />
            <time className="chat-msg__time" dateTime={new Date(message.createdAt).toISOString()}>
              {messageTime(message.createdAt)}
            </time>
            {mine ? null : (
              <button
                type="button"
                className="chat-msg__shield"
                aria-label={CHAT_TEXTS.shieldLabel(message.nickName)}
                onClick={() => onShield(message.userId)}
              >
                {CHAT_TEXTS.shield}
              </button>
            )}
          </header>
          {item.kind === 'bet' && message.bet ? (
            <BetCard bet={message.bet} />
          ) : (
            <p className="chat-msg__bubble" data-testid="chat-text">
              {message.content}
            </p>
          )}
        </article>
      );
    }
  }
});

/**
 * A shared bet (ShareBetRecord 10010) as a card: venue, match, pick, stake, odds when known and
 * the result. Every value is a text child, like member text: a match name cannot become HTML.
 */
function BetCard({ bet }: { bet: ChatBetRecord }) {
  const result = betResult(bet.winLoss);
  return (
    <div className="chat-msg__bubble chat-bet" data-testid="chat-bet">
      <p className="chat-bet__title">
        {CHAT_TEXTS.betTitle} · <bdi>{bet.venueName || bet.venueCode}</bdi>
      </p>
      <p className="chat-bet__game">{bet.gameName}</p>
      <p className="chat-bet__content">{bet.betContent}</p>
      <dl className="chat-bet__facts">
        <div>
          <dt>{CHAT_TEXTS.betAmount}</dt>
          <dd>{formatNumber(bet.betAmount)}</dd>
        </div>
        {bet.odds === undefined ? null : (
          <div>
            <dt>{CHAT_TEXTS.betOdds}</dt>
            <dd>{bet.odds}</dd>
          </div>
        )}
        {result === null ? null : (
          <div>
            <dt>{CHAT_TEXTS.betResult}</dt>
            <dd className={`chat-bet__result chat-bet__result--${result.tone}`}>{result.text}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** The result as the member reads it; none when the platform did not say (an older card). */
function betResult(winLoss: number | null | undefined): { text: string; tone: 'win' | 'loss' | 'even' | 'open' } | null {
  if (winLoss === undefined) return null;
  if (winLoss === null) return { text: CHAT_TEXTS.betOpen, tone: 'open' };
  if (winLoss > 0) return { text: CHAT_TEXTS.betWon(`+${formatNumber(winLoss)}`), tone: 'win' };
  if (winLoss < 0) return { text: CHAT_TEXTS.betLost(formatNumber(winLoss)), tone: 'loss' };
  return { text: CHAT_TEXTS.betEven, tone: 'even' };
}
