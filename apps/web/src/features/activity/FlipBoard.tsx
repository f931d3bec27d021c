import { cx } from './class-names';

export const CARD_COUNT = 9;

export interface Revealed {
  position: number;
  name: string;
}

interface FlipBoardProps {
  revealed: Revealed | null;
  /** The card whose draw is on its way. */
  drawing: number | null;
  /** No card may be tapped (no chances, a draw under way, a result shown). */
  locked: boolean;
  onPick: (position: number) => void;
  pickLabel: (position: number) => string;
}

/**
 * Nine cards face down. The tapped one turns over (a 0.5 s turn, none with reduced motion) to the
 * prize the platform drew; which card was tapped does not change the odds.
 */
export function FlipBoard({ revealed, drawing, locked, onPick, pickLabel }: FlipBoardProps) {
  return (
    <ul className="flip-board" aria-busy={drawing !== null}>
      {Array.from({ length: CARD_COUNT }, (_, position) => {
        const face = revealed?.position === position ? revealed : null;
        return (
          <li key={position}>
            <button
              type="button"
              className={cx('flip-card', face && 'is-flipped', drawing === position && 'is-drawing')}
              disabled={locked || face !== null}
              aria-label={face ? undefined : pickLabel(position)}
              onClick={() => onPick(position)}
            >
              <span className="flip-card__inner">
                <span className="flip-card__back" aria-hidden="true">
                  <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
                    <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path d="M20 8l3.5 7.6 8.3.9-6.2 5.6 1.8 8.2L20 26l-7.4 4.3 1.8-8.2-6.2-5.6 8.3-.9z" fill="currentColor" />
                  </svg>
                </span>
                <span className="flip-card__face">{face ? face.name : ''}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
