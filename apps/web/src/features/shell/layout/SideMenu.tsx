import { Tooltip, TooltipTrigger } from '@lingxi/ui';
import { Focusable } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { MenuEntry } from '../../../site/api';
import { MenuEntryIcon } from './MenuEntryIcon';
import { buildMenuTree, isMenuActive, type MenuNode } from './menuTree';
import { useMenuNavigation } from './useMenuNavigation';
import * as css from './layout.css';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  label: string;
  /** The home page's own side menu uses the entries' home icons. */
  variant?: 'side' | 'home';
  /** The 80 px rail: labels are hidden, so each entry's name shows as a tooltip on hover and focus. */
  isCompact?: boolean;
}

/** The operator's menu (GET /menu/list) as a navigation list; children are listed under their parent. */
export function SideMenu({ entries, label, variant = 'side', isCompact = false }: SideMenuProps) {
  const [location] = useLocation();
  const choose = useMenuNavigation();
  const renderNode = (node: MenuNode) => {
    const isActive = isMenuActive(node, location);
    const button = (
      <button
        type="button"
        className={css.menuItem}
        aria-current={isActive ? 'page' : undefined}
        aria-label={node.menuName}
        title={isCompact ? undefined : node.menuTipText || node.menuName}
        onClick={() => choose(node)}
      >
        <MenuEntryIcon
          icon={variant === 'home' ? node.homeIcon || node.menuIcon : node.menuIcon}
          activeIcon={variant === 'home' ? node.homeIconActive || node.menuIconActive : node.menuIconActive}
          isActive={isActive}
        />
        <span className={css.menuLabel}>{node.menuName}</span>
      </button>
    );
    return (
      <li key={node.id}>
        {isCompact ? (
          <TooltipTrigger delay={300}>
            <Focusable>{button}</Focusable>
            <Tooltip placement="end">{node.menuName}</Tooltip>
          </TooltipTrigger>
        ) : (
          button
        )}
        {node.children.length > 0 ? <ul className={css.menuList}>{node.children.map(renderNode)}</ul> : null}
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className={css.menuList}>{buildMenuTree(entries).map(renderNode)}</ul>
    </nav>
  );
}
