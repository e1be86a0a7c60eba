import { Button, Dialog, DropZone, IconButton, Modal, ProgressBar, Radio, RadioGroup, Select, SelectItem, TextArea, TextField } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { fieldError } from '../formRow/FormRow';
import type { Translate } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import * as css from './AppCentre.css';
import { type AppFormField, appLogoTypes } from './appForm';
import type { AppCategory, MyApp } from './appStoreTypes';
import { type CreateAppServices, firstInvalidField, provideCreateApp } from './createApp.machine';
import type { AppStoreMessageKey } from './messages';

export interface CreateAppDialogProps {
  t: Translate<AppStoreMessageKey>;
  services: CreateAppServices;
  /** Edit this own app (编辑应用); null or absent: create one (创建应用). */
  app?: MyApp | null;
  /** The categories the opener has (the dialog reads them when none). */
  categories?: AppCategory[];
  /**
   * The agents' dialog: a model field below the category (`services.loadModels` lists the choices after 站点默认模型),
   * set first to this model (0: the site's default). Absent: dialog 7 for apps, no model field.
   */
  modelId?: number | null;
  /** Shows a notice (the success toast). */
  notify(notice: Notice<AppStoreMessageKey>): void;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** Saved: 我的应用 lists again. The dialog closes itself. */
  onSaved?(appId: number | null): void;
}

/**
 * Dialog 7 (创建应用, or 编辑应用 with an app): the app's fields in SPEC §5's order, the logo uploaded with its progress;
 * the server's refusal and the buttons stay in view under the scrolling fields.
 */
export function CreateAppDialog({ t, isOpen, onOpenChange, app = null, ...props }: CreateAppDialogProps) {
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <CreateAppForm t={t} app={app} {...props} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

interface CreateAppFormProps extends Omit<CreateAppDialogProps, 'isOpen' | 'onOpenChange'> {
  onClose(): void;
}

/** Mounted only while the dialog is open: every opening starts afresh (and closing stops an upload on its way). */
function CreateAppForm({ t, services, app, categories, modelId, notify, onSaved, onClose }: CreateAppFormProps) {
  const actor = useActorRef(
    useMemo(() => provideCreateApp(services), [services]),
    { input: { app, categories, modelId } },
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('notify', (event) => notify(event.notice)),
      actor.on('saved', (event) => {
        onSaved?.(event.appId);
        onClose();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify, onSaved, onClose]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { values, errors, upload, failure, refusals } = state.context;
  const isSubmitting = state.matches({ form: 'submitting' }) || state.matches({ form: 'saved' });
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const logoLabel = useId();
  const logoMessage = useId();

  // A refused submit: focus goes to the first field with a message, in the form's order.
  useEffect(() => {
    if (refusals === 0) return;
    const field = firstInvalidField(actor.getSnapshot().context.errors);
    const target = field && firstTabbable(form.current?.querySelector(`[data-field="${field}"]`));
    target?.focus();
  }, [actor, refusals]);

  const message = (field: AppFormField) => fieldError(t, errors[field] ?? null);
  const text = (field: 'name' | 'preset' | 'des' | 'demoData') => ({
    value: values[field],
    onChange: (value: string) => actor.send({ type: 'field.change', field, value }),
    onBlur: () => actor.send({ type: 'field.blur', field }),
    isRequired: true,
    isReadOnly: isSubmitting,
    ...message(field),
  });
  const pick = (files: File[]) => {
    const [file] = files;
    if (file) actor.send({ type: 'logo.select', file });
  };
  const logoError = errors.coverImg ?? null;

  return (
    <Dialog
      title={t(app ? 'appStore.form.editTitle' : 'appStore.form.title')}
      closeLabel={t('appStore.close')}
      footer={
        <div className={css.footer}>
          {failure ? (
            <p className={css.alert} role="alert">
              {messageText(t, failure)}
            </p>
          ) : null}
          <div className={css.formActions}>
            <Button variant="secondary" slot="close">
              {t('appStore.form.cancel')}
            </Button>
            <Button type="submit" form={formId} isPending={isSubmitting} pendingLabel={t('appStore.form.submitting')}>
              {t(app ? 'appStore.form.save' : 'appStore.form.submit')}
            </Button>
          </div>
        </div>
      }
    >
      {/* The machine checks the fields, never the browser; Enter in a one-line field submits. */}
      <form
        ref={form}
        id={formId}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <Field name="catId">
          <Select
            label={t('appStore.form.category')}
            placeholder={t('appStore.form.categoryPlaceholder')}
            items={state.context.categories}
            value={values.catId === null ? null : String(values.catId)}
            onChange={(key) => actor.send({ type: 'category.change', catId: key === null ? null : Number(key) })}
            onBlur={() => actor.send({ type: 'field.blur', field: 'catId' })}
            isRequired
            isDisabled={isSubmitting}
            description={state.matches({ categories: 'failed' }) ? t('appStore.form.categoriesFailed') : undefined}
            {...message('catId')}
          >
            {(category) => <SelectItem id={String(category.id)}>{category.name}</SelectItem>}
          </Select>
        </Field>
        {values.modelId !== null ? (
          <Field name="modelId">
            <Select
              label={t('appStore.form.model')}
              items={[{ id: 0, modelName: t('appStore.form.modelDefault') }, ...state.context.models]}
              value={String(values.modelId)}
              onChange={(key) => actor.send({ type: 'model.change', modelId: Number(key ?? 0) })}
              isDisabled={isSubmitting}
              description={t(state.matches({ models: 'unlisted' }) ? 'appStore.form.modelsFailed' : 'appStore.form.modelHint')}
              {...message('modelId')}
            >
              {(model) => <SelectItem id={String(model.id)}>{model.modelName}</SelectItem>}
            </Select>
          </Field>
        ) : null}
        <Field name="name">
          <TextField label={t('appStore.form.name')} placeholder={t('appStore.form.namePlaceholder')} autoComplete="off" {...text('name')} />
        </Field>
        <Field name="preset">
          <TextArea
            label={t('appStore.form.preset')}
            placeholder={t('appStore.form.presetPlaceholder')}
            description={t('appStore.form.presetHint')}
            rows={5}
            {...text('preset')}
          />
        </Field>
        <Field name="des">
          <TextField label={t('appStore.form.des')} placeholder={t('appStore.form.desPlaceholder')} autoComplete="off" {...text('des')} />
        </Field>
        <Field name="demoData">
          <TextArea label={t('appStore.form.demoData')} description={t('appStore.form.demoHint')} rows={3} {...text('demoData')} />
        </Field>
        <Field name="coverImg">
          {/* The logo is no form control of its own: the group names the drop zone, its button and the message. */}
          <div className={css.logoField} role="group" aria-labelledby={logoLabel} aria-describedby={logoError ? logoMessage : undefined}>
            <span id={logoLabel} className={css.logoLabel}>
              {t('appStore.form.logo')}
            </span>
            <div className={css.logoRow}>
              {values.coverImg ? <img className={css.logoPreview} src={values.coverImg} alt={t('appStore.form.logoPreview')} width={88} height={88} /> : null}
              <div className={css.logoDrop}>
                <DropZone
                  label={t('appStore.form.logoDrop')}
                  buttonLabel={t('appStore.form.logoPick')}
                  description={t('appStore.form.logoHint')}
                  acceptedFileTypes={appLogoTypes}
                  maxCount={1}
                  isDisabled={isSubmitting}
                  onAccept={pick}
                  onReject={pick}
                />
              </div>
            </div>
            {upload ? (
              <div className={css.logoProgress}>
                <div className={css.logoProgressBar}>
                  <ProgressBar label={t('appStore.form.logoUploading', { name: upload.file.name })} value={upload.percent} showValueLabel size="sm" />
                </div>
                <IconButton icon={X} size="sm" label={t('appStore.form.logoCancel')} onPress={() => actor.send({ type: 'logo.cancel' })} />
              </div>
            ) : null}
            {/* A refused picture is said at once; the other fields' messages are read with their field. */}
            <p id={logoMessage} className={css.fieldMessage} role="alert">
              {logoError ? messageText(t, logoError) : ''}
            </p>
          </div>
        </Field>
        <Field name="public">
          <RadioGroup
            label={t('appStore.form.public')}
            description={t('appStore.form.publicHint')}
            orientation="horizontal"
            value={values.public === null ? null : values.public ? 'yes' : 'no'}
            onChange={(value) => actor.send({ type: 'public.change', value: value === 'yes' })}
            onBlur={() => actor.send({ type: 'field.blur', field: 'public' })}
            isRequired
            isDisabled={isSubmitting}
            {...message('public')}
          >
            <Radio value="yes">{t('appStore.form.publicYes')}</Radio>
            <Radio value="no">{t('appStore.form.publicNo')}</Radio>
          </RadioGroup>
        </Field>
      </form>
    </Dialog>
  );
}

/** One field's place in the form: where focus goes when its message is the first. */
function Field({ name, children }: { name: AppFormField; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}

/** The first element of a field a keyboard reaches (not the hidden parts of a select or a drop zone). */
function firstTabbable(root: Element | null | undefined): HTMLElement | null {
  if (!root) return null;
  const candidates = root.querySelectorAll<HTMLElement>('input:not([type="hidden"]):not([type="file"]), textarea, button, [tabindex]');
  return [...candidates].find((element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]') && !element.hasAttribute('disabled')) ?? null;
}
