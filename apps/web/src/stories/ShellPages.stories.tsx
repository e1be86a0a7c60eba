import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeLanguage, initI18n, isLanguage } from '../i18n/i18n';
import { AppLayout } from '../layout/AppLayout';
import ComingSoonScreen from '../screens/ComingSoonScreen';
import HomeScreen from '../screens/HomeScreen';
import { siteStore } from '../site/siteStore';
import { shellFixture } from './shellFixture';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN');

/** The shell as a visitor sees it, on fixture data shaped like the seeded server's replies. */
function ShellPage({ path, locale, children }: { path: string; locale: string; children: ReactNode }) {
  siteStore.set(shellFixture);
  useEffect(() => {
    if (isLanguage(locale)) void changeLanguage(locale);
  }, [locale]);
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <AppLayout kind={path === '/homePage' ? 'home' : 'main'} path={path}>
        {children}
      </AppLayout>
    </Router>
  );
}

const meta = {
  title: 'Web shell/Pages',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {
  render: (_args, { globals }) => (
    <ShellPage path="/homePage" locale={String(globals.locale ?? 'zh-CN')}>
      <HomeScreen />
    </ShellPage>
  ),
};

export const ModulePage: Story = {
  render: (_args, { globals }) => (
    <ShellPage path="/draw/midjourney" locale={String(globals.locale ?? 'zh-CN')}>
      <ComingSoonScreen title="AI 绘画" path="/draw/midjourney" params={{}} search="" />
    </ShellPage>
  ),
};
