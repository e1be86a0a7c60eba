import { IconButton, TextArea } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { composerKeyAction } from '../chatView/composerKeys';
import type { Translate } from '../i18n';
import { DrawingWorkspace, type WorkspaceSide } from './DrawingWorkspace';
import { type DrawFormValues, imaginePrice, maxPromptLength, modeName } from './drawForm';
import { provideDrawForm } from './drawForm.machine';
import type { DrawStudioServices } from './DrawStudio';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface ChannelStudioProps {
  t: Translate<DrawingMessageKey>;
  services: DrawStudioServices;
  /** The Midjourney form as kept: the channel draws with its model, size and mode. */
  initialValues: DrawFormValues;
  config: Readonly<Record<string, unknown>>;
}

/**
 * /channels/@me: my drawings as a channel with a composer below — a prompt and Enter draw it with the Midjourney
 * page's settings (the form machine, so 请输入提示词 and the server's refusals read the same); the prompt is kept with
 * the form.
 */
export function ChannelStudio({ t, services, initialValues, config }: ChannelStudioProps) {
  const form = useActorRef(
    useMemo(() => provideDrawForm(services), [services]),
    { input: { values: initialValues } },
  );
  return (
    <DrawingWorkspace
      t={t}
      services={services}
      layout="channel"
      config={config}
      usePrompt={(prompt) => form.send({ type: 'form.useIdea', idea: prompt })}
      side={(workspace) => <ChannelComposer t={t} form={form} workspace={workspace} price={imaginePrice(config, initialValues.mode)} />}
    />
  );
}

interface ComposerProps {
  t: ChannelStudioProps['t'];
  form: ActorRefFrom<ReturnType<typeof provideDrawForm>>;
  workspace: WorkspaceSide;
  price: number | null;
}

function ChannelComposer({ t, form, workspace, price }: ComposerProps) {
  const state = useSelector(form, (snapshot) => snapshot);
  const { added } = workspace;
  useEffect(() => {
    // Sent, like a chat message: the drawing joins the channel and the box is empty again.
    const queued = form.on('task.added', (event) => {
      added(event.drawing);
      form.send({ type: 'form.change', patch: { prompt: '' } });
    });
    return () => queued.unsubscribe();
  }, [form, added]);
  const { values, error } = state.context;
  const sending = state.matches({ submit: 'sending' });
  const errorText = error ? ('key' in error ? t(error.key) : error.text) : undefined;
  const submit = () => form.send({ type: 'form.submit' });
  return (
    <form
      className={css.channelComposer}
      aria-label={t('drawing.channel.composer')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={css.channelRow}>
        <div className={css.channelField}>
          <TextArea
            aria-label={t('drawing.channel.composer')}
            placeholder={t('drawing.channel.placeholder')}
            rows={1}
            value={values.prompt}
            maxLength={maxPromptLength}
            onChange={(prompt) => form.send({ type: 'form.change', patch: { prompt } })}
            onKeyDown={(event) => {
              const action = composerKeyAction(
                { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode },
                sending,
              );
              if (action === 'type') return;
              event.preventDefault();
              if (action === 'send') submit();
            }}
            isInvalid={Boolean(errorText)}
            errorMessage={errorText}
          />
        </div>
        <IconButton type="submit" size="lg" variant="primary" icon={SendHorizontal} label={t('drawing.channel.send')} isPending={sending} />
      </div>
      <p className={css.picked}>
        {t('drawing.channel.settings', { model: values.model, size: values.size, mode: t(`drawing.form.mode.${modeName[values.mode]}`) })}
        {price !== null ? ` · ${t('drawing.form.price', { points: price })}` : ''}
      </p>
    </form>
  );
}
