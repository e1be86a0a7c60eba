import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { AdminHomeSlot } from './homeSlotForm.machine';
import type { HomeSlotsMessageKey } from './messages';

type Key = HomeSlotsMessageKey | AdminMessageKey;

/** DELETE /api/admin/home-slots/:id through the confirmation: the slot, its kind and its id. */
export const homeSlotRemoval = (t: Translate<Key>, slot: AdminHomeSlot): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/home-slots/${slot.id}` },
  changes: [
    {
      label: t('admin.homeSlots.removeLine', { kind: t(`admin.homeSlots.kind.${slot.kind}`), title: slot.title, id: slot.id }),
      after: t('admin.homeSlots.removeAfter'),
    },
  ],
});
