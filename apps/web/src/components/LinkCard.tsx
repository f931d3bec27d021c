import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import './link-cards.css';

interface CardAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The picture on top of the card. */
  art: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

function CardAnchor({ art, className, children, ...rest }: CardAnchorProps) {
  return (
    <a {...rest} className={className ? `link-card ${className}` : 'link-card'}>
      {art}
      <span className="link-card__body">{children}</span>
    </a>
  );
}

/**
 * One card of a `.link-cards` list (the promotions, the sponsors): the whole card is a router link,
 * its picture on top and its text below. Typed as the router's Link (to, search, params).
 */
export const LinkCard = createLink(CardAnchor);
