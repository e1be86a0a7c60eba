import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawFormDefaults } from '../drawing/drawForm';
import { layoutSettled } from '../drawing/drawingStoryKit';
import { drawingCatalog } from '../drawing/messages';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { marketCategoriesFixture, marketDetailFixture, marketItemsFixture } from './marketFixtures';
import type { MarketQuery } from './marketTypes';
import { marketCatalog } from './messages';
import { SquareStudio, type SquareStudioProps } from './SquareStudio';

const submitted = fn();
const items = marketItemsFixture(12, 300);

function Square({ locale }: { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([drawingCatalog, marketCatalog], locale), [locale]);
  const services = useMemo<SquareStudioProps['services']>(
    () => ({
      submitTask: async (body) => {
        submitted(body);
        return Promise.reject(new Error(''));
      },
      associate: async () => [],
      persist: () => undefined,
      loadPage: async () => ({ rows: items, nextCursor: null }),
      loadCategories: async () => marketCategoriesFixture,
      loadDetail: async (id) => marketDetailFixture({ id }),
      agree: async () => ({ agree: true, agreeNum: 1 }),
      copy: async () => 'copied',
      notify: () => undefined,
    }),
    [],
  );
  const [query, setQuery] = useState<MarketQuery>({ tab: 'featured', category: null, keyword: '' });
  return (
    <SquareStudio
      t={t}
      services={services}
      initialValues={drawFormDefaults}
      config={{ fast_mjDeduction1: 4 }}
      suggestions={['赛博朋克', '水彩']}
      query={query}
      onQueryChange={setQuery}
      loggedIn
      requestLogin={() => undefined}
    />
  );
}

const meta = {
  title: 'Flows/SquareStudio',
  tags: ['page'],
  render: (_args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Square locale={locale} />;
  },
  beforeEach: () => submitted.mockClear(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /draw/square: the Midjourney form beside the market's feed (two to three columns). */
export const Square_: Story = {
  name: 'Square',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: '画廊作品' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '提示词' })).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

/** 做同款 on a drawing fills the form beside the feed: its prompt without parameters, its model, ratio and --s. */
export const SameStyle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const gallery = await canvas.findByRole('list', { name: '画廊作品' });
    await waitFor(() => expect(within(gallery).getAllByRole('listitem').length).toBeGreaterThan(1));
    await userEvent.click(within(gallery).getAllByRole('button')[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: '作品详情' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '做同款' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '提示词' })).toHaveValue('a red fox in fresh snow, golden hour'));
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Featured' })).toBeVisible();
    await layoutSettled(canvasElement);
  },
};
