import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferred } from '../settings/testing';
import type { AppFormField } from './appForm';
import { appCategoriesFixture, myAppsFixture } from './appStoreFixtures';
import type { AppFormBody } from './appStoreTypes';
import { type CreateAppInput, type CreateAppServices, firstInvalidField, provideCreateApp } from './createApp.machine';

const picture = (name: string, type: string, size = 10_000) => new File([new Uint8Array(size)], name, { type });

/** Uploads and saves the test settles by hand. */
function server() {
  const uploads: { file: File; onProgress(percent: number): void; signal: AbortSignal; resolve(url: string): void; reject(error: Error): void }[] = [];
  const saves: { body: AppFormBody; resolve(value: unknown): void; reject(error: Error): void }[] = [];
  const services: CreateAppServices = {
    loadCategories: vi.fn(async () => appCategoriesFixture),
    uploadLogo: vi.fn((file, { onProgress, signal }) => new Promise<string>((resolve, reject) => uploads.push({ file, onProgress, signal, resolve, reject }))),
    saveApp: vi.fn((body) => new Promise<unknown>((resolve, reject) => saves.push({ body, resolve, reject }))),
  };
  return { services, uploads, saves };
}

function boot(services: CreateAppServices, input: CreateAppInput = { categories: appCategoriesFixture }) {
  const notices = vi.fn();
  const saved = vi.fn();
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  const actor = createActor(provideCreateApp(services), { input, clock: new SimulatedClock() });
  actor.on('notify', (event) => notices(event.notice));
  actor.on('saved', (event) => saved(event.appId));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const keys = () => Object.fromEntries(Object.entries(context().errors).map(([field, message]) => [field, message?.key ?? message?.text]));
  return { actor, notices, saved, context, keys };
}

/** Fills every field validly but the logo. */
function fill(actor: ReturnType<typeof boot>['actor']) {
  actor.send({ type: 'category.change', catId: 3 });
  actor.send({ type: 'field.change', field: 'name', value: '  周报生成器 ' });
  actor.send({ type: 'field.change', field: 'preset', value: '你是一位擅长写周报的助手。' });
  actor.send({ type: 'field.change', field: 'des', value: '一键生成工作周报' });
  actor.send({ type: 'field.change', field: 'demoData', value: '帮我写周报\n\n  把要点整理成周报  \n' });
  actor.send({ type: 'public.change', value: true });
}

describe('createAppMachine: validation', () => {
  it('a submit of the empty form reports every field in §5’s order and sends nothing', () => {
    const { services } = server();
    const { actor, keys, context } = boot(services);
    actor.send({ type: 'form.submit' });
    expect(Object.keys(context().errors)).toEqual(['catId', 'name', 'preset', 'des', 'demoData', 'coverImg', 'public']);
    expect(keys()).toEqual({
      catId: 'appStore.form.error.categoryRequired',
      name: 'appStore.form.error.nameRequired',
      preset: 'appStore.form.error.presetRequired',
      des: 'appStore.form.error.desRequired',
      demoData: 'appStore.form.error.demoRequired',
      coverImg: 'appStore.form.error.logoRequired',
      public: 'appStore.form.error.publicRequired',
    });
    expect(firstInvalidField(context().errors)).toBe('catId');
    expect(context().refusals).toBe(1);
    expect(services.saveApp).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, counting code points of the trimmed text; an edit clears its message', () => {
    const { services } = server();
    const { actor, keys } = boot(services);
    const blurWith = (field: 'name' | 'preset' | 'des' | 'demoData', value: string) => {
      actor.send({ type: 'field.change', field, value });
      actor.send({ type: 'field.blur', field });
      return keys()[field];
    };
    expect(blurWith('name', '   ')).toBe('appStore.form.error.nameRequired');
    expect(blurWith('name', ' 甲 ')).toBe('appStore.form.error.nameLength');
    expect(blurWith('name', '甲乙')).toBeUndefined();
    // Ten code points: 𠀀 is two UTF-16 units but one character.
    expect(blurWith('name', '𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀')).toBeUndefined();
    expect(blurWith('name', '一二三四五六七八九十十')).toBe('appStore.form.error.nameLength');
    actor.send({ type: 'field.change', field: 'name', value: '一二三' });
    expect(keys().name).toBeUndefined();
    expect(blurWith('preset', '')).toBe('appStore.form.error.presetRequired');
    expect(blurWith('preset', '  12345  ')).toBe('appStore.form.error.presetLength');
    expect(blurWith('preset', '123456')).toBeUndefined();
    expect(blurWith('preset', 'a'.repeat(1201))).toBe('appStore.form.error.presetLength');
    expect(blurWith('preset', 'a'.repeat(1200))).toBeUndefined();
    expect(blurWith('des', '')).toBe('appStore.form.error.desRequired');
    expect(blurWith('des', '描'.repeat(51))).toBe('appStore.form.error.desLength');
    expect(blurWith('des', ` ${'描'.repeat(50)} `)).toBeUndefined();
    expect(blurWith('demoData', '\n  \n')).toBe('appStore.form.error.demoRequired');
    // 100 in all, blank lines dropped: 49 + newline + 50.
    expect(blurWith('demoData', `${'例'.repeat(49)}\n\n${'例'.repeat(50)}`)).toBeUndefined();
    expect(blurWith('demoData', `${'例'.repeat(50)}\n${'例'.repeat(50)}`)).toBe('appStore.form.error.demoLength');
    actor.send({ type: 'field.blur', field: 'catId' });
    expect(keys().catId).toBe('appStore.form.error.categoryRequired');
    actor.send({ type: 'category.change', catId: 2 });
    expect(keys().catId).toBeUndefined();
    actor.send({ type: 'field.blur', field: 'public' });
    expect(keys().public).toBe('appStore.form.error.publicRequired');
    actor.send({ type: 'public.change', value: false });
    actor.send({ type: 'field.blur', field: 'public' });
    expect(keys().public).toBeUndefined();
  });

  it('a submit reports the length messages in field order, after the ones blur found', () => {
    const { services } = server();
    const { actor, context, keys } = boot(services);
    actor.send({ type: 'category.change', catId: 1 });
    actor.send({ type: 'field.change', field: 'name', value: '甲' });
    actor.send({ type: 'field.change', field: 'preset', value: '短' });
    actor.send({ type: 'field.change', field: 'des', value: '长'.repeat(60) });
    actor.send({ type: 'field.change', field: 'demoData', value: '例'.repeat(101) });
    actor.send({ type: 'public.change', value: true });
    actor.send({ type: 'form.submit' });
    expect(Object.entries(keys())).toEqual([
      ['name', 'appStore.form.error.nameLength'],
      ['preset', 'appStore.form.error.presetLength'],
      ['des', 'appStore.form.error.desLength'],
      ['demoData', 'appStore.form.error.demoLength'],
      ['coverImg', 'appStore.form.error.logoRequired'],
    ]);
    expect(firstInvalidField(context().errors) satisfies AppFormField | null).toBe('name');
  });
});

describe('createAppMachine: logo', () => {
  it('refuses other types (仅支持 jpg、jpeg、png 格式的图片) and pictures over 2 MB before any upload', () => {
    const { services } = server();
    const { actor, keys } = boot(services);
    for (const file of [
      picture('logo.gif', 'image/gif'),
      picture('logo.webp', 'image/webp'),
      picture('logo.png.exe', ''),
      picture('logo.png', 'image/svg+xml'),
    ]) {
      actor.send({ type: 'logo.select', file });
      expect(keys().coverImg).toBe('appStore.form.error.logoType');
    }
    actor.send({ type: 'logo.select', file: picture('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1) });
    expect(keys().coverImg).toBe('appStore.form.error.logoSize');
    expect(services.uploadLogo).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ logo: 'idle' })).toBe(true);
  });

  it('uploads an accepted picture with its progress, keeps its address, and clears the message', async () => {
    const { services, uploads } = server();
    const { actor, context, keys } = boot(services);
    actor.send({ type: 'form.submit' });
    expect(keys().coverImg).toBe('appStore.form.error.logoRequired');
    actor.send({ type: 'logo.select', file: picture('Logo.JPEG', 'image/jpeg', 2 * 1024 * 1024) });
    expect(actor.getSnapshot().matches({ logo: 'uploading' })).toBe(true);
    expect(keys().coverImg).toBeUndefined();
    expect(context().upload).toMatchObject({ percent: 0 });
    uploads[0]!.onProgress(42.4);
    expect(context().upload?.percent).toBe(42);
    uploads[0]!.onProgress(100);
    uploads[0]!.resolve('/uploads/app-logo/1.jpg');
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ logo: 'idle' })).toBe(true));
    expect(context().values.coverImg).toBe('/uploads/app-logo/1.jpg');
    expect(context().upload).toBeNull();
  });

  it('another pick replaces the upload on its way (the first is aborted); 取消 stops it; a failure says why', async () => {
    const { services, uploads } = server();
    const { actor, context, keys } = boot(services);
    actor.send({ type: 'logo.select', file: picture('a.png', 'image/png') });
    actor.send({ type: 'logo.select', file: picture('b.png', 'image/png') });
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.signal.aborted).toBe(true);
    expect(context().upload?.file.name).toBe('b.png');
    uploads[0]!.resolve('/uploads/app-logo/a.png');
    uploads[1]!.onProgress(30);
    actor.send({ type: 'logo.cancel' });
    expect(uploads[1]!.signal.aborted).toBe(true);
    expect(context().upload).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context().values.coverImg).toBe('');
    actor.send({ type: 'logo.select', file: picture('c.png', 'image/png') });
    uploads[2]!.reject(new Error('仅支持 jpg、jpeg、png 格式的图片'));
    await vi.waitFor(() => expect(keys().coverImg).toBe('仅支持 jpg、jpeg、png 格式的图片'));
    actor.send({ type: 'logo.select', file: picture('d.png', 'image/png') });
    uploads[3]!.reject(new Error(''));
    await vi.waitFor(() => expect(keys().coverImg).toBe('appStore.form.logoFailed'));
  });

  it('a submit while the picture uploads waits for it (Logo上传中) and sends nothing', () => {
    const { services } = server();
    const { actor, keys } = boot(services);
    fill(actor);
    actor.send({ type: 'logo.select', file: picture('a.png', 'image/png') });
    actor.send({ type: 'form.submit' });
    expect(keys()).toEqual({ coverImg: 'appStore.form.error.logoUploading' });
    expect(services.saveApp).not.toHaveBeenCalled();
  });
});

describe('createAppMachine: saving', () => {
  it('creates: sends the trimmed fields, toasts 个人应用创建完成！, says saved', async () => {
    const { services, uploads, saves } = server();
    const { actor, notices, saved } = boot(services);
    fill(actor);
    actor.send({ type: 'logo.select', file: picture('a.png', 'image/png') });
    uploads[0]!.resolve('/uploads/app-logo/a.png');
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ logo: 'idle' })).toBe(true));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    expect(saves[0]!.body).toEqual({
      catId: 3,
      name: '周报生成器',
      preset: '你是一位擅长写周报的助手。',
      des: '一键生成工作周报',
      demoData: '帮我写周报\n把要点整理成周报',
      coverImg: '/uploads/app-logo/a.png',
      public: true,
    });
    // Edits and picks wait while it is sent.
    actor.send({ type: 'field.change', field: 'name', value: '别的' });
    actor.send({ type: 'logo.select', file: picture('b.png', 'image/png') });
    expect(services.uploadLogo).toHaveBeenCalledTimes(1);
    saves[0]!.resolve({ id: 77 });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(null));
    expect(notices).toHaveBeenCalledWith({ tone: 'success', message: { key: 'appStore.form.created' } });
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
  });

  it('edits: filled from the app, sends its appId, toasts 个人应用修改完成！', async () => {
    const { services, saves } = server();
    const app = myAppsFixture.find((row) => row.status === 'rejected')!;
    const { actor, notices, saved, context } = boot(services, { app, categories: appCategoriesFixture });
    expect(context().values).toMatchObject({ name: '星座运势', coverImg: app.coverImg, public: true, catId: app.catId });
    actor.send({ type: 'field.change', field: 'des', value: '每日星座运势与性格分析' });
    actor.send({ type: 'form.submit' });
    expect(saves[0]!.body).toMatchObject({ appId: 55, des: '每日星座运势与性格分析', name: '星座运势' });
    saves[0]!.resolve({ id: 55 });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(55));
    expect(notices).toHaveBeenCalledWith({ tone: 'success', message: { key: 'appStore.form.updated' } });
  });

  it('a server refusal stays in the dialog as worded until the next edit; sending again works', async () => {
    const { services } = server();
    const save = deferred<unknown>();
    services.saveApp = vi.fn().mockReturnValueOnce(save.promise).mockResolvedValue({ id: 8 });
    const app = myAppsFixture[0]!;
    const { actor, context, saved, notices } = boot(services, { app, categories: appCategoriesFixture });
    actor.send({ type: 'form.submit' });
    save.reject(new Error('该应用名称已存在！'));
    await vi.waitFor(() => expect(context().failure).toEqual({ text: '该应用名称已存在！' }));
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(saved).not.toHaveBeenCalled();
    expect(notices).not.toHaveBeenCalled();
    expect(context().values.name).toBe(app.appName);
    actor.send({ type: 'field.change', field: 'name', value: '我的秘书' });
    expect(context().failure).toBeNull();
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(51));
  });

  it('a refusal without words says 保存失败', async () => {
    const { services } = server();
    services.saveApp = vi.fn(async () => Promise.reject(new Error('')));
    const { actor, context } = boot(services, { app: myAppsFixture[0]!, categories: appCategoriesFixture });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(context().failure).toEqual({ key: 'appStore.form.failed' }));
  });

  it('reads the categories itself when the opener has none', async () => {
    const { services } = server();
    const { actor, context } = boot(services, {});
    expect(actor.getSnapshot().matches({ categories: 'loading' })).toBe(true);
    await vi.waitFor(() => expect(context().categories).toHaveLength(6));
    const failing = server().services;
    failing.loadCategories = vi.fn(async () => Promise.reject(new Error('offline')));
    const second = boot(failing, { categories: [] });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches({ categories: 'failed' })).toBe(true));
  });
});
