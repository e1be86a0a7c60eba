import type { MenuEntry } from '../../../site/api';
import { buildMenuTree } from '../../shell/layout/menuTree';
import { useMenuNavigation } from '../../shell/layout/useMenuNavigation';
import { featuredSpan, gridColumns } from './cardGrid';
import { ModuleCard } from './ModuleCard';
import * as css from './moduleCard.css';

/**
 * The operator's side-menu modules (top-level entries) as cards. The first is featured: it spans as
 * many columns as it takes to fill every row, at whatever column count the width allows (cardGrid.ts).
 */
export function ModuleGrid({ entries, labelledBy }: { entries: readonly MenuEntry[]; labelledBy: string }) {
  const open = useMenuNavigation();
  const modules = buildMenuTree(entries);
  const spans = Object.fromEntries(gridColumns.map(({ columns }) => [`data-span-${columns}`, featuredSpan(modules.length, columns)]));
  return (
    <div className={css.gridContainer}>
      <ul className={css.grid} aria-labelledby={labelledBy} {...spans}>
        {modules.map((entry, position) => (
          <li key={entry.id} className={position === 0 ? css.featured : undefined}>
            <ModuleCard entry={entry} position={position} onOpen={open} />
          </li>
        ))}
      </ul>
    </div>
  );
}
