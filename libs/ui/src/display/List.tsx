import { Children } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './List.css';

export interface ListProps {
  /** A heading over the group of rows. */
  header?: ReactNode;
  children: ReactNode;
  /** Rounded card look with side margins. */
  inset?: boolean;
  className?: string;
}

/** A group of Cells (or any rows), each in its own list item. */
export function List({ header, children, inset = false, className }: ListProps) {
  const rows = Children.toArray(children);
  return (
    <section className={cx('site-list', inset && 'site-list--inset', className)}>
      {header ? <h2 className="site-list__header">{header}</h2> : null}
      <ul className="site-list__rows">
        {rows.map((row, index) => (
          <li key={index} className="site-list__row">
            {row}
          </li>
        ))}
      </ul>
    </section>
  );
}
