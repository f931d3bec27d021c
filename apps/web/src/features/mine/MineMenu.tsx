import { Badge, Tag } from '@site/ui';
import { MineIcon } from './icons';
import type { MenuGroup, MenuItem } from './mine-menu';
import { PathLink } from '../../components/PathLink';

interface MineMenuProps {
  groups: readonly MenuGroup[];
  /** Unread station mail; undefined while it loads. */
  unread: number | undefined;
  /** Real-name verification; undefined while member info loads. */
  identityVerified: boolean | undefined;
}

function Extra({ item, unread, identityVerified }: { item: MenuItem } & Omit<MineMenuProps, 'groups'>) {
  if (item.extra === 'unread') {
    return unread ? (
      <span data-testid="mine-mail-unread">
        <Badge count={unread} srLabel="封未读" />
      </span>
    ) : null;
  }
  if (item.extra === 'identity' && identityVerified !== undefined) {
    return identityVerified ? <Tag tone="success">已认证</Tag> : <Tag tone="warning">未认证</Tag>;
  }
  return null;
}

/** The grouped menu: icon grids for short labels, rows for those with a value (unread, 已认证). */
export function MineMenu({ groups, unread, identityVerified }: MineMenuProps) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} className="mine-group" aria-labelledby={`mine-group-${group.title}`}>
          <h2 className="mine-group__title" id={`mine-group-${group.title}`}>
            {group.title}
          </h2>
          {group.layout === 'grid' ? (
            <ul className={group.items.length <= 4 ? 'mine-grid mine-grid--few' : 'mine-grid'}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <PathLink href={item.href} className="mine-grid__item">
                    <span className="mine-grid__icon">
                      <MineIcon name={item.icon} />
                    </span>
                    <span className="mine-grid__label">{item.label}</span>
                  </PathLink>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mine-rows">
              {group.items.map((item) => (
                <li key={item.href}>
                  <PathLink href={item.href} className="mine-row">
                    <span className="mine-row__icon">
                      <MineIcon name={item.icon} size={22} />
                    </span>
                    <span className="mine-row__label">{item.label}</span>
                    <Extra item={item} unread={unread} identityVerified={identityVerified} />
                    <span className="mine-row__arrow" aria-hidden="true">
                      ›
                    </span>
                  </PathLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
