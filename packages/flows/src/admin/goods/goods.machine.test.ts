import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { goodsCatalog } from './messages';
import { goodsDeletion } from './requests';
import {
  draftOfGoods,
  emptyGoodsDraft,
  goodsBody,
  goodsDesLines,
  goodsMachine,
  yuanOfFen,
  type AdminGoods,
  type GoodsData,
  type GoodsSave,
} from './goods.machine';

const goods = (id: number, overrides: Partial<AdminGoods> = {}): AdminGoods => ({
  id,
  name: `套餐${id}`,
  typeId: 2,
  priceFen: 2990,
  originPriceFen: 3990,
  price: '29.90',
  originPrice: '39.90',
  score: 0,
  days: 30,
  des: '30天会员/高级模型',
  sort: id,
  isEnabled: true,
  recommended: false,
  vipLevelId: null,
  translations: {},
  ...overrides,
});

const list = [goods(2), goods(1, { typeId: 1, score: 1000, days: 0 }), goods(3, { sort: 0 })];
const levels = [{ id: 4, name: '黄金会员' }];

function start({
  load = vi.fn(async () => ({ goods: structuredClone(list), levels })) as () => Promise<GoodsData>,
  save = vi.fn(async ({ id, body }: GoodsSave) => goods(id ?? 9, { ...body, priceFen: 990, originPriceFen: 990 })) as (input: GoodsSave) => Promise<AdminGoods>,
  remove = vi.fn(async () => null) as (input: AdminGoods) => Promise<unknown>,
} = {}) {
  const notify = vi.fn();
  const machine = goodsMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise<AdminGoods, GoodsSave>(({ input }) => save(input)),
      remove: fromPromise<unknown, AdminGoods>(({ input }) => remove(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, load, save, remove };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'editing' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('goodsBody', () => {
  const valid = { ...emptyGoodsDraft, name: ' 月度会员 ', price: '29.9', days: '30', des: ' 无限对话 / 绘画加速 /' };

  it('sends yuan as typed (the server converts to fen), numbers parsed, the original price defaulting to the price', () => {
    expect(goodsBody(valid)).toEqual({
      body: {
        name: '月度会员',
        typeId: 2,
        price: '29.9',
        originPrice: '29.9',
        score: 0,
        days: 30,
        des: '无限对话 / 绘画加速 /',
        sort: 0,
        isEnabled: true,
        recommended: false,
        vipLevelId: null,
        translations: {},
      },
      errors: {},
    });
  });

  it('sends the level of a membership package only, and the other languages’ texts that are given', () => {
    expect(goodsBody({ ...valid, vipLevelId: 4 }).body?.vipLevelId).toBe(4);
    expect(goodsBody({ ...valid, typeId: 1, score: '100', vipLevelId: 4 }).body?.vipLevelId).toBeNull();
    expect(goodsBody({ ...valid, nameEn: ' Monthly ', desTw: '無限對話\n繪畫加速' }).body?.translations).toEqual({
      en: { name: 'Monthly' },
      'zh-TW': { des: '無限對話/繪畫加速' },
    });
    expect(goodsBody({ ...valid, nameEn: 'x'.repeat(65), desTw: 'a/b/c/d/e/f/g', desEn: 'x'.repeat(501) }).errors).toEqual({
      nameEn: 'admin.goods.nameTooLong',
      desTw: 'admin.goods.desTooManyLines',
      desEn: 'admin.goods.desTooLong',
    });
    const stored = goods(5, { vipLevelId: 4, translations: { en: { name: 'Monthly', des: 'a/b' }, 'zh-TW': { name: '月度會員' } } });
    expect(draftOfGoods(stored)).toMatchObject({ vipLevelId: 4, nameEn: 'Monthly', desEn: 'a/b', nameTw: '月度會員', desTw: '' });
  });

  it('checks every field by the server’s rules', () => {
    expect(goodsBody({ ...valid, name: '  ' }).errors).toEqual({ name: 'admin.goods.nameRequired' });
    expect(goodsBody({ ...valid, name: 'x'.repeat(65) }).errors).toEqual({ name: 'admin.goods.nameTooLong' });
    for (const price of ['', '9.999', '-1', '09.9', '12345678', '1e3', '9.'])
      expect(goodsBody({ ...valid, price }).errors, price).toEqual({ price: 'admin.goods.priceInvalid' });
    for (const price of ['0', '9', '9.9', '9.90', '9999999.99']) expect(goodsBody({ ...valid, price }).errors, price).toEqual({});
    expect(goodsBody({ ...valid, originPrice: '1.234' }).errors).toEqual({ originPrice: 'admin.goods.priceInvalid' });
    expect(goodsBody({ ...valid, score: '-1' }).errors).toEqual({ score: 'admin.goods.scoreInvalid' });
    expect(goodsBody({ ...valid, score: '1.5' }).errors).toEqual({ score: 'admin.goods.scoreInvalid' });
    expect(goodsBody({ ...valid, typeId: 1, score: '0' }).errors).toEqual({ score: 'admin.goods.scoreRequired' });
    expect(goodsBody({ ...valid, days: '-2' }).errors).toEqual({ days: 'admin.goods.daysInvalid' });
    expect(goodsBody({ ...valid, days: '0' }).errors).toEqual({ days: 'admin.goods.daysRequired' });
    expect(goodsBody({ ...valid, days: '-1' }).body?.days).toBe(-1);
    expect(goodsBody({ ...valid, typeId: 1, score: '100', days: '0' }).errors).toEqual({});
    expect(goodsBody({ ...valid, des: 'a/b/c/d/e/f/g' }).errors).toEqual({ des: 'admin.goods.desTooManyLines' });
    expect(goodsBody({ ...valid, des: 'a/b/c/d/e/f//' }).errors).toEqual({});
    expect(goodsBody({ ...valid, des: 'x'.repeat(501) }).errors).toEqual({ des: 'admin.goods.desTooLong' });
    expect(goodsBody({ ...valid, sort: '-5' }).body?.sort).toBe(-5);
    expect(goodsBody({ ...valid, sort: 'a' }).errors).toEqual({ sort: 'admin.goods.sortInvalid' });
  });

  it('reads fen and description lines as the VIP card does', () => {
    expect([yuanOfFen(0), yuanOfFen(5), yuanOfFen(990), yuanOfFen(123456)]).toEqual(['0.00', '0.05', '9.90', '1234.56']);
    expect(goodsDesLines(' a / b //c/ ')).toEqual(['a', 'b', 'c']);
    expect(goodsDesLines('a\nb/c')).toEqual(['a', 'b', 'c']);
    expect(goodsBody({ ...emptyGoodsDraft, name: 'n', price: '1', des: '无限对话\n绘画加速\n' }).body?.des).toBe('无限对话/绘画加速/');
  });
});

describe('goodsMachine', () => {
  it('loads the packages in the server’s order, and offers a retry when that fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue({ goods: list, levels });
    const { actor } = start({ load });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'goods.retry' });
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.goods.map((item) => item.id)).toEqual([1, 3, 2]);
  });

  it('creates a package: nothing is sent while a field is wrong, then the new one joins the list', async () => {
    const { actor, save, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'goods.new' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'admin.goods.nameRequired', price: 'admin.goods.priceInvalid' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', values: { name: '体验会员', price: '9.9' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(save).toHaveBeenCalledWith({ id: null, body: expect.objectContaining({ name: '体验会员', price: '9.9', originPrice: '9.9', typeId: 2, days: 30 }) });
    expect(actor.getSnapshot().context.goods.map((item) => item.id)).toEqual([1, 3, 9, 2]); // the new one sorts 0, after #3's 0
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.goods.created' } });
  });

  it('edits a package from its stored values and keeps the form with the server’s refusal', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error('套餐名称不能为空'))
      .mockResolvedValue(goods(2, { name: '月度会员' }));
    const { actor, notify } = start({ save });
    await settled(actor, 'ready');
    actor.send({ type: 'goods.edit', id: 2 });
    expect(actor.getSnapshot().context).toMatchObject({
      editingId: 2,
      draft: { name: '套餐2', price: '29.90', originPrice: '39.90', days: '30', score: '0', sort: '2', typeId: 2 },
    });
    actor.send({ type: 'form.change', values: { name: '月度会员' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '套餐名称不能为空' });
    expect(save).toHaveBeenLastCalledWith({ id: 2, body: expect.objectContaining({ name: '月度会员', price: '29.90', originPrice: '39.90' }) });
    actor.send({ type: 'form.change', values: { recommended: true } });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.goods.find((item) => item.id === 2)?.name).toBe('月度会员');
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.goods.saved' } });
  });

  it('a type change clears the rules that depend on it; cancel closes the form', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'goods.new' });
    actor.send({ type: 'form.change', values: { typeId: 1, score: '0' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.score).toBe('admin.goods.scoreRequired');
    actor.send({ type: 'form.change', values: { typeId: 2 } });
    expect(actor.getSnapshot().context.errors.score).toBeUndefined();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('deletes through the confirmation: closed changes nothing, a refusal is a toast, done drops the row', async () => {
    const remove = vi
      .fn()
      .mockRejectedValueOnce(new ConfirmCancelled())
      .mockRejectedValueOnce(new Error('套餐已被卡密或订单引用，不能删除，请停用而不是删除'))
      .mockResolvedValue(null);
    const { actor, notify } = start({ remove });
    await settled(actor, 'ready');
    actor.send({ type: 'goods.delete', id: 404 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'goods.delete', id: 3 });
    await settled(actor, 'ready');
    expect(remove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'goods.delete', id: 3 });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '套餐已被卡密或订单引用，不能删除，请停用而不是删除' } }));
    expect(actor.getSnapshot().context.goods).toHaveLength(3);
    actor.send({ type: 'goods.delete', id: 3 });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.goods.deleted' } }));
    expect(actor.getSnapshot().context).toMatchObject({ deletingId: null });
    expect(actor.getSnapshot().context.goods.map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('goodsDeletion', () => {
  it('is a confirmed DELETE of the package, named in its change line', () => {
    expect(goodsDeletion(createTranslator([goodsCatalog], 'zh-CN'), goods(3, { name: '月度会员' }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/goods/3' },
      changes: [{ label: '删除套餐', after: '月度会员（#3）' }],
    });
  });
});
