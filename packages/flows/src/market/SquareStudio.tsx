import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { DrawFormPanel } from '../drawing/DrawFormPanel';
import { type DrawFormValues, imaginePrice } from '../drawing/drawForm';
import { type DrawFormServices, provideDrawForm } from '../drawing/drawForm.machine';
import * as studioCss from '../drawing/DrawStudio.css';
import type { DrawingMessageKey } from '../drawing/messages';
import type { Translate } from '../i18n';
import { Market, type MarketServices } from './Market';
import type { MarketDetail, MarketQuery } from './marketTypes';
import type { MarketMessageKey } from './messages';
import { parseMjPrompt } from './mjPromptParser';
import { sameStyleForm } from './sameStyle';

export interface SquareStudioProps {
  t: Translate<DrawingMessageKey | MarketMessageKey>;
  services: DrawFormServices & MarketServices;
  /** The Midjourney form as kept, the public config (prices) and the suggestion chips. */
  initialValues: DrawFormValues;
  config: Readonly<Record<string, unknown>>;
  suggestions: readonly string[];
  query: MarketQuery;
  onQueryChange(query: MarketQuery): void;
  loggedIn: boolean;
  requestLogin(): void;
}

/**
 * /draw/square: the market's feed inside the drawing workspace, beside the Midjourney form; 做同款 fills that form with
 * the drawing's prompt and parameters, and a drawing sent from it is tracked in 我的绘画 (the toast says so).
 */
export function SquareStudio({ t, services, initialValues, config, suggestions, query, onQueryChange, loggedIn, requestLogin }: SquareStudioProps) {
  const form = useActorRef(
    useMemo(() => provideDrawForm(services), [services]),
    { input: { values: initialValues } },
  );
  const state = useSelector(form, (snapshot) => snapshot);
  const { values, error, ideas } = state.context;
  useEffect(() => {
    const queued = form.on('task.added', () => services.notify(t('market.square.queued'), 'success'));
    return () => queued.unsubscribe();
  }, [form, services, t]);
  const sameStyle = useCallback(
    (detail: MarketDetail) => {
      const parsed = parseMjPrompt(detail.prompt);
      const patch = detail.kind === 'image' ? { prompt: detail.prompt } : sameStyleForm(parsed.cleaned || detail.originPrompt, parsed, values);
      form.send({ type: 'form.change', patch });
    },
    [form, values],
  );
  return (
    <div className={studioCss.studio}>
      <aside className={studioCss.side}>
        <DrawFormPanel
          t={t}
          values={values}
          error={error}
          ideas={ideas}
          sending={state.matches({ submit: 'sending' })}
          associating={state.matches({ ideas: 'loading' })}
          suggestions={suggestions}
          price={imaginePrice(config, values.mode)}
          vipFree={null}
          onChange={(patch) => form.send({ type: 'form.change', patch })}
          onWord={(word) => form.send({ type: 'form.word', word })}
          onSubmit={() => form.send({ type: 'form.submit' })}
          onAssociate={() => form.send({ type: 'form.associate' })}
          onUseIdea={(idea) => form.send({ type: 'form.useIdea', idea })}
        />
      </aside>
      <section className={studioCss.main} aria-label={t('market.title')}>
        <Market
          t={t}
          services={services}
          query={query}
          onQueryChange={onQueryChange}
          loggedIn={loggedIn}
          requestLogin={requestLogin}
          onSameStyle={sameStyle}
          compact
        />
      </section>
    </div>
  );
}
