import { Button } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Translate } from '../i18n';
import type { DrawingMessageKey } from './messages';
import { provideSeed } from './seed.machine';
import * as css from './DrawStudio.css';

export interface SeedPanelProps {
  t: Translate<DrawingMessageKey>;
  drawingId: number;
  /** Class 3 of the drawing's mode, when the operator set it. */
  price: number | null;
  imageSeed(drawingId: number): Promise<string>;
  copy(text: string): void;
}

/** In the viewer's info: 获取 Seed (its price), then the seed with 复制; a refusal or 获取超时 under the button. */
export function SeedPanel({ t, drawingId, price, imageSeed, copy }: SeedPanelProps) {
  const machine = useMemo(() => provideSeed(imageSeed), [imageSeed]);
  const actor = useActorRef(machine, { input: { drawingId } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { seed, error } = state.context;
  if (seed !== null)
    return (
      <p className={css.seedLine}>
        <span>{t('drawing.seed.value', { seed })}</span>
        <Button size="sm" variant="quiet" onPress={() => copy(seed)}>
          {t('drawing.seed.copy')}
        </Button>
      </p>
    );
  return (
    <div className={css.seedLine}>
      <Button
        size="sm"
        variant="secondary"
        isPending={state.matches('fetching')}
        pendingLabel={t('drawing.seed.get')}
        onPress={() => actor.send({ type: 'fetch' })}
      >
        {price ? t('drawing.seed.price', { points: price }) : t('drawing.seed.get')}
      </Button>
      {error ? (
        <span role="alert" className={css.seedError}>
          {'key' in error ? t(error.key) : error.text}
        </span>
      ) : null}
    </div>
  );
}
