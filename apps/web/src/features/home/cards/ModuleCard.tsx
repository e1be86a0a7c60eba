import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../../site/api';
import { resolveMenuIcon } from '../../shell/layout/menuIcons';
import { defaultTipKey } from './moduleTip';
import * as css from './moduleCard.css';

/** A generated cover: the entry's home icon on a gradient tinted by its position (`tone`). */
function GeneratedCover({ icon, position }: { icon: string; position: number }) {
  const tone = css.coverTones[position % css.coverTones.length]!;
  const resolved = resolveMenuIcon(icon);
  const glyph = (className: string) =>
    resolved.kind === 'image' ? (
      <img className={className} src={resolved.src} alt="" />
    ) : resolved.kind === 'icon' ? (
      <resolved.icon className={className} aria-hidden />
    ) : (
      <Sparkles className={className} aria-hidden />
    );
  return (
    <div className={`${css.cover} ${css.generatedCover[tone]}`} data-tone={tone}>
      {glyph(css.coverWatermark)}
      <span className={css.coverBadge}>{glyph(css.coverIcon)}</span>
    </div>
  );
}

/**
 * A module of the operator's menu as a card: its cover (menuCover, else a generated one), its name
 * and its tip (menuTipText, else a default line). The name is the one button; it covers the card.
 */
export function ModuleCard({ entry, position, onOpen }: { entry: MenuEntry; position: number; onOpen: (entry: MenuEntry) => void }) {
  const { t } = useTranslation();
  const tipId = useId();
  const tipKey = defaultTipKey(entry.menuPath);
  const tip = entry.menuTipText || (tipKey === 'other' ? t('home.tips.other', { name: entry.menuName }) : t(`home.tips.${tipKey}`));
  return (
    <article className={css.card}>
      {entry.menuCover ? (
        <div className={css.cover}>
          <img className={css.coverImage} src={entry.menuCover} alt="" loading="lazy" />
        </div>
      ) : (
        <GeneratedCover icon={entry.homeIcon || entry.menuIcon} position={position} />
      )}
      <div className={css.body}>
        <h3 className={css.title}>
          <button type="button" className={css.open} aria-describedby={tipId} onClick={() => onOpen(entry)}>
            {entry.menuName}
          </button>
        </h3>
        <p id={tipId} className={css.tip}>
          {tip}
        </p>
      </div>
    </article>
  );
}
