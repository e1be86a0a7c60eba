import { Button, Radio, RadioGroup, Switch, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as css from '../admin.css';
import { FormError, NamedSelect } from '../common/controls';
import { ImageDropField } from '../common/ImageDropField';
import { FormDialog } from '../FormDialog';
import type { AdminMessageKey } from '../messages';
import {
  homeSlotFormMachine,
  homeSlotImageTypes,
  homeSlotLimits,
  maxHomeSlotImageBytes,
  type AdminHomeSlot,
  type HomeSlotAppChoice,
  type HomeSlotErrorField,
  type HomeSlotKind,
  type HomeSlotLink,
  type HomeSlotSave,
  type HomeSlotTextField,
} from './homeSlotForm.machine';
import * as slotsCss from './homeSlots.css';
import type { HomeSlotsMessageKey } from './messages';

type Key = HomeSlotsMessageKey | AdminMessageKey;

export interface HomeSlotFormServices {
  /** The listed apps a slot may open (GET /admin/apps {status: approved}). */
  loadApps: () => Promise<HomeSlotAppChoice[]>;
  /** POST /file/upload (dir app-logo): the picture's address. */
  uploadImage: (file: File) => Promise<string>;
  /** POST /admin/home-slots (id null) or /admin/home-slots/:id. */
  saveSlot: (save: HomeSlotSave) => Promise<AdminHomeSlot>;
}

interface HomeSlotDialogProps {
  t: Translate<Key>;
  kind: HomeSlotKind;
  /** The slot edited; null for a new one. */
  slot: AdminHomeSlot | null;
  services: HomeSlotFormServices;
  onCancel: () => void;
  onSaved: (saved: { slot: AdminHomeSlot; created: boolean }) => void;
}

/**
 * 新建 / 编辑 a home slot: 标题, what it opens (a page of this site by its route, or a listed app), the picture, the
 * tag, the order, the schedule (Beijing time) and 启用. Mounted while open: each opening starts afresh.
 */
export function HomeSlotDialog({ t, kind, slot, services, onCancel, onSaved }: HomeSlotDialogProps) {
  const [state, send] = useMachine(
    homeSlotFormMachine.provide({
      actors: {
        loadApps: fromPromise(() => services.loadApps()),
        upload: fromPromise(({ input }) => services.uploadImage(input)),
        save: fromPromise(({ input }) => services.saveSlot(input)),
      },
      actions: { saved: (_, saved) => onSaved(saved) },
    }),
    { input: { kind, slot } },
  );
  const { draft, errors, apps, appsError, file, saveError } = state.context;
  const saving = state.matches({ editing: 'saving' });
  const error = (field: HomeSlotErrorField) => fieldError(t, errors[field] ?? null);
  const text = (field: HomeSlotTextField) => ({
    value: draft[field],
    onChange: (value: string) => send({ type: 'field.change', field, value }),
    ...error(field),
  });
  // The current app stays a choice when it is no longer listed (or the list did not load).
  const appChoices =
    slot?.app && !(apps ?? []).some((app) => app.id === slot.app!.id) ? [{ id: slot.app.id, name: slot.app.name }, ...(apps ?? [])] : (apps ?? []);
  const kindName = t(`admin.homeSlots.kind.${kind}`);
  return (
    <FormDialog
      isOpen
      size="md"
      pending={saving}
      title={t(slot ? 'admin.homeSlots.formEdit' : 'admin.homeSlots.formNew', { kind: kindName })}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.homeSlots.cancel')}
      submitLabel={t('admin.homeSlots.save')}
      pendingLabel={t('admin.homeSlots.saving')}
      onCancel={onCancel}
      onSubmit={() => send({ type: 'submit' })}
    >
      {apps === null ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : (
        <>
          <TextField
            label={t('admin.homeSlots.form.title')}
            description={t('admin.homeSlots.form.titleNote')}
            maxLength={homeSlotLimits.title}
            autoComplete="off"
            {...text('title')}
          />
          <RadioGroup
            label={t('admin.homeSlots.form.link')}
            orientation="horizontal"
            value={draft.link}
            onChange={(value) => send({ type: 'link.change', link: value as HomeSlotLink })}
          >
            <Radio value="route">{t('admin.homeSlots.form.link.route')}</Radio>
            <Radio value="app">{t('admin.homeSlots.form.link.app')}</Radio>
          </RadioGroup>
          {draft.link === 'route' ? (
            <TextField
              label={t('admin.homeSlots.form.target')}
              description={t('admin.homeSlots.form.targetNote')}
              maxLength={homeSlotLimits.target}
              autoComplete="off"
              {...text('target')}
            />
          ) : (
            <NamedSelect
              label={t('admin.homeSlots.form.app')}
              description={t('admin.homeSlots.form.appNote')}
              placeholder={t('admin.homeSlots.form.appPlaceholder')}
              value={draft.appId}
              onChoose={(key) => send({ type: 'app.change', id: Number(key) })}
              items={appChoices}
              {...error('appId')}
            />
          )}
          {draft.link === 'app' && appsError ? (
            <p className={css.formError} role="alert">
              {t('admin.homeSlots.form.appsFailed', { message: messageText(t, appsError) })}
            </p>
          ) : null}
          {draft.link === 'app' ? <p className={css.note}>{t('admin.homeSlots.form.imageAppNote')}</p> : null}
          <ImageDropField
            label={t('admin.homeSlots.form.image')}
            src={draft.image}
            previewAlt={t('admin.homeSlots.form.imagePreview')}
            wide={kind === 'swiper'}
            dropLabel={t('admin.homeSlots.form.imageDrop')}
            pickLabel={t('admin.homeSlots.form.imagePick')}
            hint={t('admin.homeSlots.form.imageHint')}
            types={homeSlotImageTypes}
            maxBytes={maxHomeSlotImageBytes}
            isDisabled={saving}
            uploading={file ? t('admin.homeSlots.form.imageUploading', { name: file.name }) : null}
            message={errors.image ? messageText(t, errors.image) : ''}
            onSelect={(picked) => send({ type: 'image.select', file: picked })}
            onReject={(reason) => send({ type: 'image.reject', reason })}
          >
            {draft.image && draft.link === 'app' ? (
              <Button variant="secondary" size="sm" isDisabled={saving} onPress={() => send({ type: 'image.clear' })}>
                {t('admin.homeSlots.form.imageClear')}
              </Button>
            ) : null}
          </ImageDropField>
          <div className={slotsCss.pair}>
            <TextField label={t('admin.homeSlots.form.sort')} description={t('admin.homeSlots.form.sortNote')} inputMode="numeric" {...text('sort')} />
            <TextField label={t('admin.homeSlots.form.tagId')} description={t('admin.homeSlots.form.tagIdNote')} inputMode="numeric" {...text('tagId')} />
          </div>
          <div className={slotsCss.pair}>
            <TextField label={t('admin.homeSlots.form.startsAt')} description={t('admin.homeSlots.form.timeNote')} autoComplete="off" {...text('startsAt')} />
            <TextField label={t('admin.homeSlots.form.endsAt')} description={t('admin.homeSlots.form.timeNote')} autoComplete="off" {...text('endsAt')} />
          </div>
          <Switch isSelected={draft.enabled} onChange={(value) => send({ type: 'enabled.change', value })}>
            {t('admin.homeSlots.form.enabled')}
          </Switch>
          <FormError t={t} error={saveError} />
        </>
      )}
    </FormDialog>
  );
}
