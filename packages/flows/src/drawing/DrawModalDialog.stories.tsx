import { Button } from '@lingxi/ui';
import { checkDialogA11y } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { clearLiveAnnouncer, keyboardOpener, settleAnnouncements } from '../storyKit';
import { drawingFixture } from './drawing.fixtures';
import { DrawModalDialog } from './DrawModalDialog';
import type { DrawModalKind, DrawModalRequest } from './drawModal.machine';
import type { Drawing } from './drawTypes';
import { drawingCatalog } from './messages';

const submitted = fn();
const added = fn();
/** The next submit's refusal (the server's words), or null to queue the drawing. */
let refusal: string | null = null;

const picture = drawingFixture({ id: 7, fileInfo: { width: 1024, height: 576 }, prompt: 'snowy mountains at sunrise, golden light --ar 16:9 --v 6' });

async function submit(request: DrawModalRequest): Promise<Drawing> {
  submitted(request);
  if (refusal) throw new Error(refusal);
  return drawingFixture({ id: 70, status: 1, state: 'queued', action: 'VARIATION' });
}

type Args = { kind: DrawModalKind };

/** A trigger as the gallery's button, and the dialog it opens. */
function Harness({ kind, locale }: Args & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t(kind === 'region' ? 'drawing.action.varyRegion' : 'drawing.action.customZoom')}
      </Button>
      {open ? (
        <DrawModalDialog
          t={t}
          drawing={picture}
          kind={kind}
          customId={kind === 'region' ? 'MJ::Inpaint::1::abc::SOLO' : 'MJ::CustomZoom::abc'}
          submit={submit}
          onAdded={added}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const localeOf = (globals: StoryContext['globals']): FlowLocale =>
  (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';

const meta = {
  title: 'Flows/DrawModalDialog',
  tags: ['mobile'],
  args: { kind: 'region' },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
  beforeEach: () => {
    clearLiveAnnouncer();
    submitted.mockClear();
    added.mockClear();
    refusal = null;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const openRegion = keyboardOpener('局部重绘');
const openZoom = keyboardOpener('自定义扩图');

/** Drags from one point of the canvas to another (fractions of its size). */
async function drag(canvas: HTMLElement, points: [number, number][]) {
  const box = canvas.getBoundingClientRect();
  const coords = ([x, y]: [number, number]) => ({ clientX: box.left + x * box.width, clientY: box.top + y * box.height });
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: canvas, coords: coords(first) },
    ...rest.map((point) => ({ target: canvas, coords: coords(point) })),
    { keys: '[/MouseLeft]', target: canvas },
  ]);
}

/**
 * The shared dialog checks; then a box from the keyboard (Enter, → moves it) and a lasso drawn with the pointer:
 * 已选 2 个区域, shown over the picture.
 */
export const Region: Story = {
  play: async (context) => {
    await checkDialogA11y(context.canvasElement, { trigger: '局部重绘', title: '局部重绘' });
    const dialog = await openRegion(context);
    const canvas = within(dialog).getByRole('application', { name: /选区画布/ });
    canvas.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}');
    await expect(within(dialog).getByText('已选 1 个区域')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '套索' }));
    await drag(canvas, [
      [0.05, 0.1],
      [0.2, 0.1],
      [0.22, 0.4],
      [0.08, 0.45],
    ]);
    await expect(within(dialog).getByText('已选 2 个区域')).toBeVisible();
  },
};

/** Sending without a region: 请先在图上选择要重绘的区域; undo takes the last box away. */
export const NeedsRegion: Story = {
  play: async (context) => {
    const dialog = await openRegion(context);
    await userEvent.click(within(dialog).getByRole('button', { name: '开始绘制' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先在图上选择要重绘的区域');
    await drag(within(dialog).getByRole('application'), [
      [0.6, 0.2],
      [0.9, 0.7],
    ]);
    await expect(within(dialog).getByText('已选 1 个区域')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    await expect(within(dialog).getByText('已选 0 个区域')).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** A box and a new prompt sent: the drawing is queued and the dialog closes, focus back on the button. */
export const RegionSent: Story = {
  play: async (context) => {
    const dialog = await openRegion(context);
    within(dialog).getByRole('application').focus();
    await userEvent.keyboard('{Enter}');
    const prompt = within(dialog).getByRole('textbox', { name: '提示词' });
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'a red hot-air balloon');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始绘制' }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    await expect(submitted).toHaveBeenCalledWith({
      customId: 'MJ::Inpaint::1::abc::SOLO',
      prompt: 'a red hot-air balloon',
      shapes: [{ kind: 'rect', x: 0.25, y: 0.25, width: 0.5, height: 0.5 }],
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await settleAnnouncements();
  },
};

/** Custom Zoom: the prompt without --zoom, the factor by keyboard (1.5 → 1.7), sent as --zoom 1.7; a refusal stays. */
export const Zoom: Story = {
  args: { kind: 'zoom' },
  play: async (context) => {
    refusal = '积分余额不足，请充值后再使用';
    const dialog = await openZoom(context);
    await expect(within(dialog).getByRole('textbox', { name: '提示词' })).toHaveValue('snowy mountains at sunrise, golden light --ar 16:9 --v 6');
    within(dialog).getByRole('slider', { name: '扩展倍数' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始绘制' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('积分余额不足，请充值后再使用');
    await expect(submitted).toHaveBeenCalledWith({
      customId: 'MJ::CustomZoom::abc',
      prompt: 'snowy mountains at sunrise, golden light --ar 16:9 --v 6 --zoom 1.7',
      shapes: [],
    });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await keyboardOpener('Vary (region)')(context);
    within(dialog).getByRole('application').focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('Regions selected: 1')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { kind: 'zoom' },
  play: async (context) => {
    const dialog = await keyboardOpener('自訂擴圖')(context);
    await expect(within(dialog).getByRole('slider', { name: '擴展倍數' })).toBeVisible();
  },
};
