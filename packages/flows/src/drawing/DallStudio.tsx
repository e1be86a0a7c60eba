import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n';
import type { DallFormValues } from './dallForm';
import { type DallFormServices, provideDallForm } from './dallForm.machine';
import { DallFormPanel } from './DallFormPanel';
import { DrawingWorkspace, type DrawingWorkspaceServices, type WorkspaceSide } from './DrawingWorkspace';
import type { DrawingMessageKey } from './messages';

export interface DallStudioServices extends DrawingWorkspaceServices, DallFormServices {}

export interface DallStudioProps {
  t: Translate<DrawingMessageKey>;
  services: DallStudioServices;
  /** The form as kept. */
  initialValues?: DallFormValues;
}

/** /draw/dall: an images model's form (DALL·E) beside my drawings (DrawingWorkspace); 使用 on a result fills its prompt. */
export function DallStudio({ t, services, initialValues }: DallStudioProps) {
  const form = useActorRef(
    useMemo(() => provideDallForm(services), [services]),
    { input: { values: initialValues } },
  );
  return (
    <DrawingWorkspace
      t={t}
      services={services}
      usePrompt={(prompt) => form.send({ type: 'form.change', patch: { prompt } })}
      side={(workspace) => <DallSide t={t} form={form} workspace={workspace} />}
    />
  );
}

function DallSide({ t, form, workspace }: { t: DallStudioProps['t']; form: ActorRefFrom<ReturnType<typeof provideDallForm>>; workspace: WorkspaceSide }) {
  const state = useSelector(form, (snapshot) => snapshot);
  const { added } = workspace;
  useEffect(() => {
    const queued = form.on('task.added', (event) => added(event.drawing));
    return () => queued.unsubscribe();
  }, [form, added]);
  return (
    <DallFormPanel
      t={t}
      values={state.context.values}
      models={state.context.models}
      error={state.context.error}
      sending={state.matches('sending')}
      onChange={(patch) => form.send({ type: 'form.change', patch })}
      onSubmit={() => form.send({ type: 'form.submit' })}
    />
  );
}
