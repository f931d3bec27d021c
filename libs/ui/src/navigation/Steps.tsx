import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './Steps.css';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** Index of the step in progress; steps before it are done. */
  current: number;
  label?: string;
  className?: string;
}

export function Steps({ items, current, label = UI_MESSAGES.steps, className }: StepsProps) {
  return (
    <ol className={cx('site-steps', className)} aria-label={label}>
      {items.map((item, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={index}
            className={cx('site-steps__item', `is-${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="site-steps__marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="site-steps__text">
              <span className="site-steps__title">{item.title}</span>
              {state === 'done' ? <span className="site-visually-hidden">（{UI_MESSAGES.stepDone}）</span> : null}
              {state === 'current' ? <span className="site-visually-hidden">（{UI_MESSAGES.stepCurrent}）</span> : null}
              {item.description ? <span className="site-steps__description">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
