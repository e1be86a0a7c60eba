import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardGenerateMachine, cardGenerateRequest, type CardGenerateRequest, type CardGenerateResult, type CardGoodsOption } from './cardGenerate.machine';

const goods: CardGoodsOption[] = [
  { id: 4, name: '永久会员', isEnabled: false },
  { id: 3, name: '月度会员', isEnabled: true },
];

function start({
  loadGoods = vi.fn(async () => structuredClone(goods)) as () => Promise<CardGoodsOption[]>,
  generate = vi.fn(async ({ count }: CardGenerateRequest) => ({ batchId: 12, codes: Array.from({ length: count }, (_, index) => `CODE-${index}`) })) as (
    request: CardGenerateRequest,
  ) => Promise<CardGenerateResult>,
} = {}) {
  const generated = vi.fn();
  const machine = cardGenerateMachine.provide({
    actors: {
      loadGoods: fromPromise(() => loadGoods()),
      generate: fromPromise<CardGenerateResult, CardGenerateRequest>(({ input }) => generate(input)),
    },
    actions: { generated: (_, params) => generated(params) },
  });
  return { actor: createActor(machine).start(), generated, loadGoods, generate };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'form' | 'goodsFailed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('cardGenerateRequest', () => {
  it('asks for a package, 1–10,000 codes and a name of at most 64 characters (optional)', () => {
    expect(cardGenerateRequest({ goodsId: 3, count: ' 100 ', batch: '  ' })).toEqual({ request: { goodsId: 3, count: 100 }, errors: {} });
    expect(cardGenerateRequest({ goodsId: 3, count: '10000', batch: ' 双十一 ' }).request).toEqual({ goodsId: 3, count: 10000, batch: '双十一' });
    expect(cardGenerateRequest({ goodsId: null, count: '0', batch: 'x'.repeat(65) }).errors).toEqual({
      goodsId: 'admin.cards.goodsRequired',
      count: 'admin.cards.countInvalid',
      batch: 'admin.cards.batchNameTooLong',
    });
    for (const count of ['', '10001', '1.5', '-1', 'abc'])
      expect(cardGenerateRequest({ goodsId: 3, count, batch: '' }).errors, count).toEqual({ count: 'admin.cards.countInvalid' });
  });
});

describe('cardGenerateMachine', () => {
  it('lists the packages on sale first, and retries when they fail to load', async () => {
    const loadGoods = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(goods);
    const { actor } = start({ loadGoods });
    await settled(actor, 'goodsFailed');
    expect(actor.getSnapshot().context.goodsError).toEqual({ text: '网络错误' });
    actor.send({ type: 'generate.retry' });
    await settled(actor, 'form');
    expect(actor.getSnapshot().context.goods.map((item) => item.id)).toEqual([3, 4]);
  });

  it('generates a batch: nothing sent while the form is wrong; then its size is kept and the screen told', async () => {
    const { actor, generate, generated } = start();
    await settled(actor, 'form');
    actor.send({ type: 'generate.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ goodsId: 'admin.cards.goodsRequired' });
    expect(generate).not.toHaveBeenCalled();
    actor.send({ type: 'generate.change', values: { goodsId: 3, count: '5', batch: '双十一' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'generate.submit' });
    expect(actor.getSnapshot().value).toBe('generating');
    await settled(actor, 'form');
    expect(generate).toHaveBeenCalledWith({ goodsId: 3, count: 5, batch: '双十一' });
    expect(generated).toHaveBeenCalledWith({ batchId: 12, count: 5 });
    expect(actor.getSnapshot().context).toMatchObject({ generated: { batchId: 12, count: 5 }, values: { goodsId: 3, count: '5', batch: '' } });
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    const generate = vi.fn(async () => {
      throw new Error('请求过于频繁，请稍后再试');
    });
    const { actor, generated } = start({ generate });
    await settled(actor, 'form');
    actor.send({ type: 'generate.change', values: { goodsId: 3 } });
    actor.send({ type: 'generate.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.submitError).toEqual({ text: '请求过于频繁，请稍后再试' }));
    expect(actor.getSnapshot().context.values).toEqual({ goodsId: 3, count: '100', batch: '' });
    expect(generated).not.toHaveBeenCalled();
    actor.send({ type: 'generate.change', values: { count: '50' } });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });
});
