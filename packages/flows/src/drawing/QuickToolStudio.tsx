import { Button, EmptyState, Radio, RadioGroup, TextArea } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Wand2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { Translate } from '../i18n';
import { DrawingWorkspace, type DrawingWorkspaceServices, type WorkspaceSide } from './DrawingWorkspace';
import { imaginePrice } from './drawForm';
import type { DrawingMessageKey } from './messages';
import { provideQuickTool } from './quickTool.machine';
import { quickToolInputMax, quickToolsOf } from './quickTools';
import * as css from './DrawStudio.css';

export interface QuickToolStudioProps {
  t: Translate<DrawingMessageKey>;
  services: DrawingWorkspaceServices;
  /** The public config: the tools (drawQuickTools) and the imagine price (fast, class 1). */
  config: Readonly<Record<string, unknown>>;
  /** 使用 on a describe or shorten result listed here: the app takes the prompt to /draw/midjourney. */
  usePrompt(prompt: string): void;
}

/** /draw/smalltools: the operator's templates (头像, 壁纸 …) beside my drawings; a few words and 生成 draw one. */
export function QuickToolStudio({ t, services, config, usePrompt }: QuickToolStudioProps) {
  const tools = useMemo(() => quickToolsOf(config), [config]);
  return (
    <DrawingWorkspace
      t={t}
      services={services}
      usePrompt={usePrompt}
      config={config}
      side={(workspace) =>
        tools.length === 0 ? (
          <EmptyState icon={<Wand2 size={32} />} title={t('drawing.quick.none')} headingLevel={2} />
        ) : (
          <QuickToolPanel
            key={JSON.stringify(tools)}
            t={t}
            tools={tools}
            submitTask={services.submitTask}
            price={imaginePrice(config, 1)}
            workspace={workspace}
          />
        )
      }
    />
  );
}

interface QuickToolPanelProps {
  t: Translate<DrawingMessageKey>;
  tools: ReturnType<typeof quickToolsOf>;
  submitTask: DrawingWorkspaceServices['submitTask'];
  price: number | null;
  workspace: WorkspaceSide;
}

function QuickToolPanel({ t, tools, submitTask, price, workspace }: QuickToolPanelProps) {
  const actor = useActorRef(
    useMemo(() => provideQuickTool(submitTask), [submitTask]),
    { input: { tools } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { added } = workspace;
  useEffect(() => {
    const queued = actor.on('task.added', (event) => added(event.drawing));
    return () => queued.unsubscribe();
  }, [actor, added]);
  const { selected, input, error } = state.context;
  const tool = tools[selected];
  const errorText = error ? ('key' in error ? t(error.key) : error.text) : undefined;
  return (
    <form
      className={css.form}
      aria-label={t('drawing.quick.title')}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      <RadioGroup label={t('drawing.quick.choose')} value={String(selected)} onChange={(value) => actor.send({ type: 'tool.select', index: Number(value) })}>
        {tools.map((entry, index) => (
          <Radio key={`${index}:${entry.name}`} value={String(index)}>
            <span className={css.toolChoice}>
              <span className={css.toolName}>{entry.name}</span>
              {entry.description ? <span className={css.picked}>{entry.description}</span> : null}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={t('drawing.quick.input', { name: tool?.name ?? '' })}
        placeholder={tool?.placeholder || t('drawing.form.promptPlaceholder')}
        value={input}
        onChange={(value) => actor.send({ type: 'input.change', input: value })}
        rows={3}
        maxLength={quickToolInputMax}
        showCounter
        isInvalid={Boolean(errorText)}
        errorMessage={errorText}
      />
      <div className={css.submit}>
        <p className={css.price}>
          <span>{price !== null ? t('drawing.form.price', { points: price }) : null}</span>
        </p>
        <Button type="submit" isPending={state.matches('sending')} pendingLabel={t('drawing.form.submitting')} isFullWidth>
          {t('drawing.quick.submit')}
        </Button>
      </div>
    </form>
  );
}
