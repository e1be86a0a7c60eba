import { Select, SelectItem, Switch, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as css from '../admin.css';
import { NamedSelect } from '../common/controls';
import { ImageDropField } from '../common/ImageDropField';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import type { AdminApp, AppModelChoice } from './adminApps.machine';
import * as appsCss from './appsAdmin.css';
import type { AppsAdminMessageKey } from './messages';
import { modelKeyOf, modelOfKey, modelOptions } from './modelChoices';
import {
  maxOfficialLogoBytes,
  officialAppMachine,
  officialLogoTypes,
  officialRowOf,
  type AdminAppCategory,
  type OfficialAppErrorField,
  type OfficialAppSave,
  type OfficialAppTextField,
} from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;

interface OfficialAppServices {
  loadCategories: () => Promise<AdminAppCategory[]>;
  loadModels: () => Promise<AppModelChoice[]>;
  uploadLogo: (file: File) => Promise<string>;
  saveOfficial: (save: OfficialAppSave) => Promise<{ id: number }>;
}

interface OfficialAppDialogProps {
  t: Translate<Key>;
  /** The official app edited; null for a new one. */
  app: AdminApp | null;
  services: OfficialAppServices;
  onCancel: () => void;
  /** The saved app as the list shows it. */
  onSaved: (app: AdminApp) => void;
}

/**
 * 新建官方应用 / 编辑: SPEC §5's fields in their order (分类, 名称, 预设 prompt, 描述, 示例, Logo), then the model, the price,
 * 推荐, the order and 立即上架. Every field is checked before any call; the server's refusal stays in the form. Mounted
 * while open: each opening starts afresh (and closing stops an upload on its way).
 */
export function OfficialAppDialog({ t, app, services, onCancel, onSaved }: OfficialAppDialogProps) {
  const [state, send] = useMachine(
    officialAppMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => {
          const [categories, models] = await Promise.all([services.loadCategories(), services.loadModels()]);
          return { categories, models };
        }),
        upload: fromPromise(({ input }) => services.uploadLogo(input)),
        save: fromPromise(({ input }) => services.saveOfficial(input)),
      },
      actions: { saved: (_, saved) => onSaved(officialRowOf(app, { ...saved, createdAt: new Date().toISOString() })) },
    }),
    { input: { app } },
  );
  const { draft, errors, choices, loadError, file, saveError } = state.context;
  const saving = state.matches({ editing: 'saving' });
  const error = (field: OfficialAppErrorField) => fieldError(t, errors[field] ?? null);
  const text = (field: OfficialAppTextField) => ({
    value: draft[field],
    onChange: (value: string) => send({ type: 'field.change', field, value }),
    ...error(field),
  });
  return (
    <FormDialog
      isOpen
      size="md"
      pending={saving}
      title={app ? t('admin.apps.officialEdit', { name: app.name }) : t('admin.apps.officialNew')}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.apps.cancel')}
      submitLabel={t('admin.apps.save')}
      pendingLabel={t('admin.apps.saving')}
      onCancel={onCancel}
      onSubmit={() => send({ type: 'submit' })}
    >
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : choices === null ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : (
        <>
          <p className={css.note}>{t('admin.apps.officialNote')}</p>
          <NamedSelect
            label={t('admin.apps.form.category')}
            placeholder={t('admin.apps.form.categoryRequired')}
            value={draft.catId}
            onChoose={(key) => send({ type: 'category.change', id: Number(key) })}
            items={choices.categories}
            {...error('catId')}
          />
          <TextField label={t('admin.apps.form.name')} description={t('admin.apps.form.nameNote')} autoComplete="off" {...text('name')} />
          <TextArea label={t('admin.apps.form.preset')} description={t('admin.apps.form.presetNote')} rows={5} {...text('preset')} />
          <TextField label={t('admin.apps.form.des')} description={t('admin.apps.form.desNote')} autoComplete="off" {...text('des')} />
          <TextArea label={t('admin.apps.form.demoData')} description={t('admin.apps.form.demoNote')} rows={3} {...text('demoData')} />
          <ImageDropField
            label={t('admin.apps.form.logo')}
            src={draft.coverImg}
            previewAlt={t('admin.apps.form.logoPreview')}
            dropLabel={t('admin.apps.form.logoDrop')}
            pickLabel={t('admin.apps.form.logoPick')}
            hint={t('admin.apps.form.logoHint')}
            types={officialLogoTypes}
            maxBytes={maxOfficialLogoBytes}
            isDisabled={saving}
            uploading={file ? t('admin.apps.form.logoUploading', { name: file.name }) : null}
            message={errors.coverImg ? messageText(t, errors.coverImg) : ''}
            onSelect={(picked) => send({ type: 'logo.select', file: picked })}
            onReject={(reason) => send({ type: 'logo.reject', reason })}
          />
          <Select
            label={t('admin.apps.model')}
            description={t('admin.apps.modelNote')}
            value={modelKeyOf(draft.model)}
            onChange={(key) => key !== null && send({ type: 'model.change', model: modelOfKey(String(key)) })}
            items={modelOptions(t, choices.models, app?.model ?? '')}
          >
            {(option) => (
              <SelectItem id={option.id} textValue={option.label}>
                {option.label}
              </SelectItem>
            )}
          </Select>
          <div className={appsCss.formPair}>
            <TextField label={t('admin.apps.priceLabel')} description={t('admin.apps.priceNote')} inputMode="numeric" {...text('price')} />
            <TextField label={t('admin.apps.sort')} description={t('admin.apps.sortNote')} inputMode="numeric" {...text('sort')} />
          </div>
          <div className={css.switches}>
            <Switch isSelected={draft.featured} onChange={(value) => send({ type: 'switch.change', field: 'featured', value })}>
              {t('admin.apps.form.featured')}
            </Switch>
            <Switch
              isSelected={draft.enabled}
              description={t('admin.apps.form.enabledNote')}
              onChange={(value) => send({ type: 'switch.change', field: 'enabled', value })}
            >
              {t('admin.apps.form.enabled')}
            </Switch>
          </div>
          {saveError ? (
            <p className={css.formError} role="alert">
              {messageText(t, saveError)}
            </p>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
