import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n';
import { DrawFormPanel } from './DrawFormPanel';
import { DrawingWorkspace, type DrawingWorkspaceServices, type WorkspaceSide } from './DrawingWorkspace';
import { type DrawFormValues, imaginePrice, modeName } from './drawForm';
import { provideDrawForm } from './drawForm.machine';
import type { DrawingMessageKey } from './messages';

/** What the studio calls (the app passes the API; stories pass fixtures). Failures reject with the server's words. */
export interface DrawStudioServices extends DrawingWorkspaceServices {
  associate(prompt: string): Promise<string[]>;
  /** Keeps the form across reloads. */
  persist(values: DrawFormValues): void;
}

export interface DrawStudioProps {
  t: Translate<DrawingMessageKey>;
  services: DrawStudioServices;
  /** The form as kept, and the public config (prices). */
  initialValues: DrawFormValues;
  config: Readonly<Record<string, unknown>>;
  suggestions: readonly string[];
}

/** /draw/midjourney: the Midjourney form beside my drawings (DrawingWorkspace); 使用 on a result fills its prompt. */
export function DrawStudio({ t, services, initialValues, ...form }: DrawStudioProps) {
  const actor = useActorRef(
    useMemo(() => provideDrawForm(services), [services]),
    { input: { values: initialValues } },
  );
  return (
    <DrawingWorkspace
      t={t}
      services={services}
      usePrompt={(prompt) => actor.send({ type: 'form.useIdea', idea: prompt })}
      config={form.config}
      side={(workspace) => <MidjourneySide t={t} form={actor} workspace={workspace} {...form} />}
    />
  );
}

interface SideProps extends Pick<DrawStudioProps, 't' | 'config' | 'suggestions'> {
  form: ActorRefFrom<ReturnType<typeof provideDrawForm>>;
  workspace: WorkspaceSide;
}

/** The Midjourney form's panel; a queued drawing goes to the workspace. */
function MidjourneySide({ t, form, config, suggestions, workspace }: SideProps) {
  const formState = useSelector(form, (snapshot) => snapshot);
  const { added } = workspace;
  useEffect(() => {
    const queued = form.on('task.added', (event) => added(event.drawing));
    return () => queued.unsubscribe();
  }, [form, added]);

  const { values, error, ideas } = formState.context;
  const free = workspace.vipFree?.[modeName[values.mode]];
  return (
    <DrawFormPanel
      t={t}
      values={values}
      error={error}
      ideas={ideas}
      sending={formState.matches({ submit: 'sending' })}
      associating={formState.matches({ ideas: 'loading' })}
      suggestions={suggestions}
      price={imaginePrice(config, values.mode)}
      vipFree={free ? { left: Math.max(0, free.total - free.used), total: free.total } : null}
      onChange={(patch) => form.send({ type: 'form.change', patch })}
      onWord={(word) => form.send({ type: 'form.word', word })}
      onSubmit={() => form.send({ type: 'form.submit' })}
      onAssociate={() => form.send({ type: 'form.associate' })}
      onUseIdea={(idea) => form.send({ type: 'form.useIdea', idea })}
    />
  );
}
