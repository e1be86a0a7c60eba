import { AdminLayout, adminSections, type AdminMessageKey, type AdminSection } from '@lingxi/flows/admin';
import type { FlowLocale, Translate } from '@lingxi/flows/i18n';
import type { Notice } from '@lingxi/flows/session';
import { Spinner, type ThemePreference } from '@lingxi/ui';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';

// Every screen is its own chunk: signing in loads the layout only.
const DashboardScreen = lazy(() => import('./screens/DashboardScreen'));
const SiteScreen = lazy(() => import('./screens/SiteScreen'));
const GoodsScreen = lazy(() => import('./screens/GoodsScreen'));
const CardCodesScreen = lazy(() => import('./screens/CardCodesScreen'));
const OrdersScreen = lazy(() => import('./screens/OrdersScreen'));
const UsersScreen = lazy(() => import('./screens/UsersScreen'));
const AuditScreen = lazy(() => import('./screens/AuditScreen'));
const ModelsScreen = lazy(() => import('./screens/ModelsScreen'));
const VipLevelsScreen = lazy(() => import('./screens/VipLevelsScreen'));
const PromptLibraryScreen = lazy(() => import('./screens/PromptLibraryScreen'));
const ModerationScreen = lazy(() => import('./screens/ModerationScreen'));
const MarketScreen = lazy(() => import('./screens/MarketScreen'));
const AppsScreen = lazy(() => import('./screens/AppsScreen'));
const ChatPromptsScreen = lazy(() => import('./screens/ChatPromptsScreen'));
const HomeSlotsScreen = lazy(() => import('./screens/HomeSlotsScreen'));
const SecurityScreen = lazy(() => import('./screens/SecurityScreen'));
const ReviewScreen = lazy(() => import('./screens/ReviewScreen'));
const ChannelsScreen = lazy(() => import('./screens/ChannelsScreen'));
const MenusScreen = lazy(() => import('./screens/MenusScreen'));
const NoticesScreen = lazy(() => import('./screens/NoticesScreen'));
const UsageScreen = lazy(() => import('./screens/UsageScreen'));
const RewardsScreen = lazy(() => import('./screens/RewardsScreen'));
const PaymentsScreen = lazy(() => import('./screens/PaymentsScreen'));
const DrawingScreen = lazy(() => import('./screens/DrawingScreen'));
const KnowledgeScreen = lazy(() => import('./screens/KnowledgeScreen'));
const JobsScreen = lazy(() => import('./screens/JobsScreen'));

export interface ScreenProps {
  t: Translate<AdminMessageKey>;
  locale: FlowLocale;
  notify: (notice: Notice) => void;
}

interface AdminShellProps extends ScreenProps {
  onLocaleChange: (locale: FlowLocale) => void;
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  onLogout: () => void;
}

const sectionOf = (path: string): AdminSection | null => adminSections.find((section) => path === `/${section}` || path.startsWith(`/${section}/`)) ?? null;

/** The signed-in layout and the screen of the address. */
export function AdminShell({ t, locale, notify, onLocaleChange, theme, onThemeChange, onLogout }: AdminShellProps) {
  const [path, navigate] = useLocation();
  const screen = { t, locale, notify };
  return (
    <AdminLayout
      t={t}
      current={sectionOf(path)}
      hrefOf={(section) => `/admin/${section}`}
      onNavigate={(section) => navigate(`/${section}`)}
      locale={locale}
      onLocaleChange={onLocaleChange}
      theme={theme}
      onThemeChange={onThemeChange}
      onLogout={onLogout}
    >
      <Suspense fallback={<Spinner label={t('admin.loading')} />}>
        <Switch>
          <Route path="/dashboard">
            <DashboardScreen {...screen} />
          </Route>
          <Route path="/site">
            <SiteScreen {...screen} />
          </Route>
          <Route path="/goods">
            <GoodsScreen {...screen} />
          </Route>
          <Route path="/cards">
            <CardCodesScreen {...screen} />
          </Route>
          <Route path="/orders">
            <OrdersScreen {...screen} />
          </Route>
          <Route path="/users">
            <UsersScreen {...screen} />
          </Route>
          <Route path="/models">
            <ModelsScreen {...screen} />
          </Route>
          <Route path="/levels">
            <VipLevelsScreen {...screen} />
          </Route>
          <Route path="/security">
            <SecurityScreen {...screen} />
          </Route>
          <Route path="/review">
            <ReviewScreen {...screen} />
          </Route>
          <Route path="/channels">
            <ChannelsScreen {...screen} />
          </Route>
          <Route path="/menus">
            <MenusScreen {...screen} />
          </Route>
          <Route path="/notices">
            <NoticesScreen {...screen} />
          </Route>
          <Route path="/usage">
            <UsageScreen {...screen} />
          </Route>
          <Route path="/rewards">
            <RewardsScreen {...screen} />
          </Route>
          <Route path="/payments">
            <PaymentsScreen {...screen} />
          </Route>
          <Route path="/drawing">
            <DrawingScreen {...screen} />
          </Route>
          <Route path="/knowledge">
            <KnowledgeScreen {...screen} />
          </Route>
          <Route path="/prompts">
            <PromptLibraryScreen {...screen} />
          </Route>
          <Route path="/moderation">
            <ModerationScreen {...screen} />
          </Route>
          <Route path="/market">
            <MarketScreen {...screen} />
          </Route>
          <Route path="/apps">
            <AppsScreen {...screen} />
          </Route>
          <Route path="/chatPrompts">
            <ChatPromptsScreen {...screen} />
          </Route>
          <Route path="/homeSlots">
            <HomeSlotsScreen {...screen} />
          </Route>
          <Route path="/jobs">
            <JobsScreen {...screen} />
          </Route>
          <Route path="/audit">
            <AuditScreen {...screen} />
          </Route>
          <Route>
            <Redirect to="/dashboard" replace />
          </Route>
        </Switch>
      </Suspense>
    </AdminLayout>
  );
}
