import { resolveMenuIcon } from './menuIcons';
import * as css from './layout.css';

/** A menu entry's icon: a named lucide icon or the operator's image; the active variant when current. */
export function MenuEntryIcon({ icon, activeIcon, isActive }: { icon: string; activeIcon: string; isActive: boolean }) {
  const resolved = resolveMenuIcon(isActive && activeIcon ? activeIcon : icon);
  if (resolved.kind === 'image') return <img className={css.menuIcon} src={resolved.src} alt="" />;
  if (resolved.kind === 'icon') return <resolved.icon className={css.menuIcon} aria-hidden />;
  return null;
}
