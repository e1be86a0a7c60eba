import { Dialog, Modal } from '@lingxi/ui';
import { Bell, BookOpen, UserPlus, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { configString, siteStore } from '../../../site/siteStore';
import { MenuEntryIcon } from './MenuEntryIcon';
import { isMenuActive, type MenuNode } from './menuTree';
import { PreferencesMenu } from './PreferencesMenu';
import { useMenuNavigation } from './useMenuNavigation';
import * as css from './dock.css';

function Tile({ icon: Icon, label, onPress }: { icon: LucideIcon; label: string; onPress: () => void }) {
  return (
    <li>
      <button type="button" className={css.sheetTile} onClick={onPress}>
        <Icon className={css.slotIcon} aria-hidden />
        <span className={css.slotLabel}>{label}</span>
      </button>
    </li>
  );
}

/**
 * The dock's 更多 (a bottom sheet on phones; Escape or the × closes it): the footer entries that did
 * not fit the dock, then SPEC §2.2's bar actions (invite, tutorial, notice) and the preferences.
 */
export default function MoreSheet({ entries, onClose }: { entries: readonly MenuNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const tutorialUrl = siteStore.use((state) => configString(state.config, 'clientTutorialUrl'));
  const hasToken = sessionStore.use((state) => state.token !== null);
  const choose = useMenuNavigation();
  const featuresId = useId();
  const shortcutsId = useId();
  // The sheet closes first, so the dialog or screen that follows is not under it.
  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} size="sm">
      <Dialog title={t('dock.more')} closeLabel={t('common.close')}>
        <div className={css.sheetBody}>
          {entries.length > 0 ? (
            <section className={css.sheetSection} aria-labelledby={featuresId}>
              <h3 id={featuresId} className={css.sheetHeading}>
                {t('dock.features')}
              </h3>
              <ul className={css.sheetGrid}>
                {entries.map((entry) => {
                  const isActive = isMenuActive(entry, location);
                  return (
                    <li key={entry.id}>
                      <button type="button" className={css.sheetTile} aria-current={isActive ? 'page' : undefined} onClick={then(() => choose(entry))}>
                        <MenuEntryIcon icon={entry.menuIcon} activeIcon={entry.menuIconActive} isActive={isActive} />
                        <span className={css.slotLabel}>{entry.menuName}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <section className={css.sheetSection} aria-labelledby={shortcutsId}>
            <h3 id={shortcutsId} className={css.sheetHeading}>
              {t('dock.shortcuts')}
            </h3>
            <ul className={css.sheetGrid}>
              <Tile icon={UserPlus} label={t('dock.invite')} onPress={then(() => openDialog(hasToken ? 'invite' : 'login'))} />
              {tutorialUrl ? <Tile icon={BookOpen} label={t('dock.tutorial')} onPress={then(() => navigate(tutorialUrl))} /> : null}
              <Tile icon={Bell} label={t('dock.notice')} onPress={then(() => openDialog('notice'))} />
              <li>
                <PreferencesMenu variant="tile" />
              </li>
            </ul>
          </section>
        </div>
      </Dialog>
    </Modal>
  );
}
