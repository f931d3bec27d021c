import type { ChatListItem } from '@site/chat-socket';

/*
 * A row's height before it is drawn, from the sizes in chat.css. The virtualiser measures every
 * drawn row; a close first guess keeps the scrollbar and the total height from jumping when the
 * rows above the reader are measured, and spares re-layouts while following the bottom.
 */
const ROW_PADDING_PX = 8;
const HEAD_PX = 26;
const BUBBLE_PADDING_PX = 16;
const TEXT_LINE_PX = 22.5;
const NOTICE_LINE_PX = 18;
const NOTICE_PADDING_PX = 4;
/** A bet card without its match and pick: padding, the venue line and the stake/odds/result line. */
const BET_CARD_FIXED_PX = 67;
/** Average advance of a character at 15 px: CJK glyphs are a full em, Latin about half. */
const TEXT_CHAR_PX = 13;
const NOTICE_CHAR_PX = 11;
/** The list's horizontal padding and the bubble's share of the row (chat.css). */
const ROW_SIDE_PX = 24;
const BUBBLE_SHARE = 0.8;
const BUBBLE_SIDE_PX = 24;

/** Width assumed before the list has been laid out: a 390 px phone. */
export const DEFAULT_LIST_WIDTH_PX = 366;

function lines(text: string, widthPx: number, charPx: number): number {
  const perLine = Math.max(1, Math.floor(widthPx / charPx));
  // Explicit line breaks are kept (pre-wrap), each paragraph wraps on its own.
  let count = 0;
  let from = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
    count += Math.max(1, Math.ceil((at - from) / perLine));
    from = at + 1;
  }
  return count + Math.max(1, Math.ceil((text.length - from) / perLine));
}

/** Estimated height in px of one chat row at a list width. */
export function estimateRowHeight(item: ChatListItem | undefined, listWidthPx: number): number {
  const width = Math.max(120, listWidthPx - ROW_SIDE_PX);
  if (item === undefined) return ROW_PADDING_PX + HEAD_PX + BUBBLE_PADDING_PX + TEXT_LINE_PX;
  switch (item.kind) {
    case 'join':
    case 'score':
      return ROW_PADDING_PX + NOTICE_PADDING_PX + NOTICE_LINE_PX;
    case 'system':
    case 'gift':
      return ROW_PADDING_PX + NOTICE_PADDING_PX + NOTICE_LINE_PX * lines(item.message.content, width * 0.9, NOTICE_CHAR_PX);
    case 'bet': {
      // The match and the pick are platform text and wrap like a message (long team names).
      const bet = item.message.bet;
      const textWidth = width * BUBBLE_SHARE - BUBBLE_SIDE_PX;
      const textLines = bet ? lines(bet.gameName, textWidth, TEXT_CHAR_PX) + lines(bet.betContent, textWidth, TEXT_CHAR_PX) : 2;
      return ROW_PADDING_PX + HEAD_PX + BET_CARD_FIXED_PX + TEXT_LINE_PX * textLines;
    }
    case 'text':
      return (
        ROW_PADDING_PX +
        HEAD_PX +
        BUBBLE_PADDING_PX +
        TEXT_LINE_PX * lines(item.message.content, width * BUBBLE_SHARE - BUBBLE_SIDE_PX, TEXT_CHAR_PX)
      );
  }
}

/**
 * estimateRowHeight with a memory per row object: the virtualiser asks for the estimate of every
 * unmeasured row each time the list changes (10,000 rows, once a frame during a burst), and rows
 * are immutable objects, so each is estimated once per list width.
 */
export function createRowEstimator(): (item: ChatListItem | undefined, listWidthPx: number) => number {
  let width = -1;
  let known = new WeakMap<ChatListItem, number>();
  return (item, listWidthPx) => {
    if (listWidthPx !== width) {
      width = listWidthPx;
      known = new WeakMap();
    }
    if (item === undefined) return estimateRowHeight(item, listWidthPx);
    let height = known.get(item);
    if (height === undefined) {
      height = estimateRowHeight(item, listWidthPx);
      known.set(item, height);
    }
    return height;
  };
}
