import type { HomeSlot } from '@lingxi/flows/homeSlots';
import type { Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closeDialog, dialogStore } from '../../dialogs/dialogRequests';
import { changeLanguage, initI18n, isLanguage } from '../../i18n/i18n';
import { messages } from '../../i18n/messages';
import { sessionStore } from '../../state/sessionStore';
import { carouselSlides, freshVisit, type HomeServer, longTitleRecommendations, longTitleSlides, recommendedSlots } from './homeFixture';
import { CarouselSlot } from './slots/CarouselSlot';
import RecommendedApps from './slots/RecommendedApps';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

type RecordedLocation = ReturnType<typeof memoryLocation> & { history: string[] };

/** The carousel (in its box, as on the home page) or 推荐应用 at the home page's width, on an address that records where it navigates. */
function Stage({ location, locale, children }: { location: RecordedLocation; locale: string; children: ReactNode }) {
  useEffect(() => {
    if (isLanguage(locale)) void changeLanguage(locale);
  }, [locale]);
  return (
    <Router hook={location.hook}>
      <main style={{ boxSizing: 'border-box', maxWidth: '1200px', margin: '0 auto', padding: '24px 16px' }}>{children}</main>
    </Router>
  );
}

/** A fresh visit: logged out, no dialog requested. */
function resetState() {
  sessionStore.set({ token: null, user: null, isSignIn: false });
  closeDialog();
}

const meta = {
  title: 'Web home/Slots',
  parameters: { layout: 'fullscreen' },
  tags: ['mobile'],
  // Each story gets its own recorded address (`loaded.location`).
  loaders: [() => ({ location: memoryLocation({ path: '/homePage', record: true }) })],
  // Each starts as a visitor, in its language, on the fixture server of `parameters.server`, and leaves none of it behind.
  beforeEach: ({ globals, parameters }) => freshVisit(globals.locale, (parameters.server as HomeServer | undefined) ?? {}, resetState),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (globals: Record<string, unknown>) => String(globals.locale ?? 'zh-CN');
const locationOf = (loaded: Record<string, unknown>) => loaded.location as RecordedLocation;

const carousel: Story['render'] = (_args, { globals, loaded }) => (
  <Stage location={locationOf(loaded)} locale={locale(globals)}>
    <CarouselSlot />
  </Stage>
);

const recommendations: Story['render'] = (_args, { globals, loaded }) => (
  <Stage location={locationOf(loaded)} locale={locale(globals)}>
    <RecommendedApps />
  </Stage>
);

const swiper = (slides: HomeSlot[] | 'fail') => ({ server: { swiper: slides } satisfies HomeServer });
const rec = (slots: HomeSlot[] | 'fail') => ({ server: { rec: slots } satisfies HomeServer });

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The carousel once its slides are in, with every picture loaded (so screenshots show them). */
async function findCarousel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: i18next.t('home.carousel.label') }, { timeout: 10_000 });
  await waitFor(() => expect([...canvasElement.querySelectorAll('img')].filter((image) => !image.complete)).toHaveLength(0));
  return region;
}

/** The slide shown: the one slide that is not inert. */
const currentSlide = (region: HTMLElement) => [...region.querySelectorAll('[data-slide]')].findIndex((slide) => !slide.hasAttribute('inert'));

/** The slots have been asked for and none came (or the call failed): nothing shows and nothing takes room. */
async function expectNothing(canvasElement: HTMLElement) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await waitFor(() => expect(canvasElement.querySelector('[data-carousel-space]')).toBeNull());
  const main = canvasElement.querySelector('main')!;
  await expect(main.querySelector('section')).toBeNull();
  await expect([...main.children].map((child) => child.getBoundingClientRect().height)).toEqual(main.children.length ? [0] : []);
}

/** No card alone on the last row (the module grid's rule): the first card spans what the others leave over. */
async function expectFullRows(section: HTMLElement) {
  const rows = new Map<number, number>();
  for (const card of within(section).getAllByRole('article')) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  const perRow = [...rows.values()];
  if (perRow.length > 1) await expect(perRow.at(-1)).toBeGreaterThan(1);
}

/** Leaves the page as a reader who has not touched it would see it (no focus ring in the screenshots). */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * The carousel (WAI-ARIA pattern): 轮播 region, slides named by their place (inert off screen), 上一张 / 下一张 wrap
 * around, arrow keys while the focus is in it, dots marking the slide shown (aria-current), the rotation control
 * (not under prefers-reduced-motion, where nothing moves by itself), and a route slide opening its route.
 */
export const Carousel: Story = {
  parameters: swiper(carouselSlides),
  render: carousel,
  play: async ({ canvasElement, loaded }) => {
    const region = await findCarousel(canvasElement);
    const carouselAt = within(region);
    await expect(region).toHaveAttribute('aria-roledescription', i18next.t('home.carousel.roleDescription'));
    const slides = region.querySelectorAll('[data-slide]');
    await expect(slides).toHaveLength(4);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', i18next.t('home.carousel.slideRole'));
    await expect(slides[0]).toHaveAccessibleName(i18next.t('home.carousel.slide', { index: 1, count: 4 }));
    await expect(currentSlide(region)).toBe(0);

    await userEvent.click(carouselAt.getByRole('button', { name: i18next.t('home.carousel.next') }));
    await expect(currentSlide(region)).toBe(1);
    await expect(carouselAt.getByRole('button', { name: i18next.t('home.carousel.show', { index: 2 }) })).toHaveAttribute('aria-current', 'true');
    const previous = carouselAt.getByRole('button', { name: i18next.t('home.carousel.previous') });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(currentSlide(region)).toBe(3);
    // Arrow keys on the focused carousel (the focus is on 上一张), wrapping both ways.
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(region)).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlide(region)).toBe(3);
    await userEvent.click(carouselAt.getByRole('button', { name: i18next.t('home.carousel.show', { index: 1 }) }));
    await expect(currentSlide(region)).toBe(0);

    const live = region.querySelector('[aria-live]');
    if (prefersReducedMotion()) {
      await expect(carouselAt.queryByRole('button', { name: i18next.t('home.carousel.stop') })).toBeNull();
      await expect(live).toHaveAttribute('aria-live', 'polite');
    } else {
      await userEvent.click(carouselAt.getByRole('button', { name: i18next.t('home.carousel.stop') }));
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await userEvent.click(carouselAt.getByRole('button', { name: i18next.t('home.carousel.start') }));
    }

    await userEvent.click(carouselAt.getByRole('link', { name: carouselSlides[0]!.title }));
    await expect(locationOf(loaded).history.at(-1)).toBe('/draw/midjourney');
    blur();
  },
};

/** An app's slide (its logo, description and category): a visitor is asked to log in; a user gets the app's conversation. */
export const CarouselAppSlide: Story = {
  parameters: swiper([carouselSlides[1]!, carouselSlides[0]!, carouselSlides[2]!]),
  render: carousel,
  play: async ({ canvasElement, loaded }) => {
    const region = await findCarousel(canvasElement);
    // Named by what it shows: the title, the app's description and category (and 立即体验 where there is room).
    const slide = within(region).getByRole('button', { name: (name) => name.startsWith(carouselSlides[1]!.title) });
    await expect(slide).toHaveAccessibleName(new RegExp(`${carouselSlides[1]!.app!.des}.*${carouselSlides[1]!.app!.catName}`));
    await userEvent.click(slide);
    await expect(dialogStore.get().open).toBe('login');
    closeDialog();
    sessionStore.set({ token: 'story-token' });
    await userEvent.click(slide);
    await waitFor(() => expect(locationOf(loaded).history.at(-1)).toBe('/chat/77'));
    blur();
  },
};

/** One slide: no rotation, no 上一张 / 下一张, no dots; the slide still opens its route. */
export const CarouselOneSlide: Story = {
  parameters: swiper([carouselSlides[2]!]),
  render: carousel,
  play: async ({ canvasElement, loaded }) => {
    const region = await findCarousel(canvasElement);
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(within(region).getByRole('link', { name: carouselSlides[2]!.title }));
    await expect(locationOf(loaded).history.at(-1)).toBe('/app-store');
    blur();
  },
};

/** The operator set no slides: the carousel leaves the page. */
export const CarouselNoSlides: Story = {
  parameters: swiper([]),
  render: carousel,
  play: ({ canvasElement }) => expectNothing(canvasElement),
};

/** The call failed: nothing shows (the home page stays up without it). */
export const CarouselFailed: Story = {
  parameters: swiper('fail'),
  render: carousel,
  play: ({ canvasElement }) => expectNothing(canvasElement),
};

/** The longest title the server allows over a picture (two lines at most on a phone), inside the box. */
export const CarouselLongTitles: Story = {
  parameters: swiper(longTitleSlides),
  render: carousel,
  play: async ({ canvasElement }) => {
    const region = await findCarousel(canvasElement);
    const title = within(region).getByText(longTitleSlides[0]!.title);
    // Two lines at most (the clamp), inside the box.
    await expect(title.getBoundingClientRect().height).toBeLessThan(2.8 * parseFloat(getComputedStyle(title).fontSize) * 1.3);
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top);
  },
};

/** An app's slide with a long title and description: clamped, inside the box. */
export const CarouselLongAppSlide: Story = {
  parameters: swiper([longTitleSlides[1]!, longTitleSlides[0]!]),
  render: carousel,
  play: async ({ canvasElement }) => {
    const region = await findCarousel(canvasElement);
    const slide = within(region).getByRole('button', { name: (name) => name.startsWith(longTitleSlides[1]!.title) });
    await expect(slide.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1);
  },
};

export const CarouselEnglish: Story = {
  globals: { locale: 'en' },
  parameters: swiper(carouselSlides),
  render: carousel,
  play: async ({ canvasElement }) => {
    const region = await findCarousel(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  },
};

export const CarouselTraditional: Story = {
  globals: { locale: 'zh-TW' },
  parameters: swiper([carouselSlides[1]!, ...carouselSlides.filter((slide) => slide !== carouselSlides[1])]),
  render: carousel,
  play: async ({ canvasElement }) => {
    await findCarousel(canvasElement);
  },
};

/**
 * 推荐应用: apps (logo, name, category, description, 尝试) and a route (打开); 查看全部 → /app-store. 尝试 asks a
 * visitor to log in and makes a user's app conversation; 打开 opens the route.
 */
export const Recommendations: Story = {
  parameters: rec(recommendedSlots),
  render: recommendations,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: i18next.t('home.recommended.title') }, { timeout: 10_000 });
    const row = within(section);
    await expect(row.getByRole('link', { name: i18next.t('home.recommended.all') })).toHaveAttribute('href', '/app-store');
    await expect(row.getAllByRole('article')).toHaveLength(5);
    await expectFullRows(section);
    await expect(row.getByText('职场办公')).toBeVisible();
    const weekly = row.getByRole('button', { name: i18next.t('home.recommended.tryLabel', { name: '周报助手' }) });
    await userEvent.click(weekly);
    await expect(dialogStore.get().open).toBe('login');
    closeDialog();
    await userEvent.click(row.getByRole('link', { name: i18next.t('home.recommended.openLabel', { name: '提示词库' }) }));
    await expect(locationOf(loaded).history.at(-1)).toBe('/chat/prompt');
    sessionStore.set({ token: 'story-token' });
    await userEvent.click(weekly);
    await waitFor(() => expect(locationOf(loaded).history.at(-1)).toBe('/chat/77'));
    blur();
  },
};

/** Long names end in an ellipsis (the whole name as the tooltip), long descriptions after two lines. */
export const RecommendationsLongTitles: Story = {
  parameters: rec(longTitleRecommendations),
  render: recommendations,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: i18next.t('home.recommended.title') }, { timeout: 10_000 });
    // The last card never spans columns (the first may).
    const name = within(section).getByRole('heading', { level: 3, name: longTitleRecommendations[2]!.title });
    await expect(name).toHaveAttribute('title', longTitleRecommendations[2]!.title);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expectFullRows(section);
  },
};

export const RecommendationsEnglish: Story = {
  globals: { locale: 'en' },
  parameters: rec(recommendedSlots),
  render: recommendations,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Recommended apps' }, { timeout: 10_000 });
  },
};

export const RecommendationsTraditional: Story = {
  globals: { locale: 'zh-TW' },
  parameters: rec(recommendedSlots),
  render: recommendations,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: '推薦應用' }, { timeout: 10_000 });
  },
};

/** No recommendations (or a failed call): the row is left out. */
export const RecommendationsNone: Story = {
  parameters: rec([]),
  render: recommendations,
  play: ({ canvasElement }) => expectNothing(canvasElement),
};

export const RecommendationsFailed: Story = {
  parameters: rec('fail'),
  render: recommendations,
  play: ({ canvasElement }) => expectNothing(canvasElement),
};
