import { Button, Radio, RadioGroup, Spinner, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, vars } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useId, useState, type ReactElement, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as css from './dashboard.css';
import { dashboardMachine, dashboardPeriods, type Dashboard, type DashboardDay, type DashboardDays, type DashboardQuery } from './dashboard.machine';
import { countText, dashboardProviderLabel, reasonLabel, shortDay, yuanText } from './dashboardText';
import type { DashboardMessageKey } from './messages';

type DashboardTranslate = Translate<DashboardMessageKey | AdminMessageKey>;

export interface DashboardServices {
  /** GET /admin/dashboard. */
  load: (query: DashboardQuery) => Promise<Dashboard>;
  /** POST /admin/dashboard/refresh: rebuilds yesterday's and today's rollups, answers the fresh figures. */
  refresh: (query: DashboardQuery) => Promise<Dashboard>;
}

export interface DashboardScreenProps {
  t: DashboardTranslate;
  services: DashboardServices;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

/** Charts, or the same figures as tables (for screen readers, the keyboard, and copying numbers). */
const dashboardViews = ['charts', 'tables'] as const;
type DashboardView = (typeof dashboardViews)[number];

/** The back office's first screen: key figures and charts of the last 7, 30 or 90 Shanghai days. */
export function DashboardScreen({ t, services, formatTime }: DashboardScreenProps) {
  const [state, send] = useMachine(
    dashboardMachine.provide({
      actors: { load: fromPromise(({ input }) => services.load(input)), refresh: fromPromise(({ input }) => services.refresh(input)) },
    }),
  );
  const [view, setView] = useState<DashboardView>('charts');
  const { days, data, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <div className={adminCss.screen}>
      <div className={css.heading}>
        <h1 className={adminCss.screenTitle}>{t('admin.dashboard.title')}</h1>
        {data ? <p className={css.period}>{t('admin.dashboard.period', { from: data.from, to: data.to })}</p> : null}
      </div>
      <div className={css.toolbar}>
        <RadioGroup
          label={t('admin.dashboard.range')}
          orientation="horizontal"
          value={String(days)}
          onChange={(value) => send({ type: 'dashboard.days', days: Number(value) as DashboardDays })}
        >
          {dashboardPeriods.map((period) => (
            <Radio key={period} value={String(period)}>
              {t(`admin.dashboard.days.${period}`)}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup label={t('admin.dashboard.view')} orientation="horizontal" value={view} onChange={(value) => setView(value as DashboardView)}>
          {dashboardViews.map((option) => (
            <Radio key={option} value={option}>
              {t(`admin.dashboard.view.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className={css.refreshRow}>
          <Button
            variant="secondary"
            isPending={state.matches('refreshing')}
            pendingLabel={t('admin.dashboard.refreshing')}
            isDisabled={loading}
            onPress={() => send({ type: 'dashboard.refresh' })}
          >
            {t('admin.dashboard.refresh')}
          </Button>
          <p className={css.updatedAt} aria-live="polite">
            {data ? (data.updatedAt ? t('admin.dashboard.updatedAt', { time: formatTime(data.updatedAt) }) : t('admin.dashboard.neverUpdated')) : null}
          </p>
        </div>
      </div>
      {state.matches('failed') ? (
        <div className={adminCss.section} role="alert">
          <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
          {data ? <p className={adminCss.muted}>{t('admin.dashboard.previous', { from: data.from, to: data.to })}</p> : null}
          <div className={adminCss.actions}>
            <Button onPress={() => send({ type: 'dashboard.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : null}
      {data ? <DashboardFigures t={t} data={data} view={view} busy={loading} /> : loading ? <Spinner label={t('admin.loading')} /> : null}
    </div>
  );
}

interface DashboardFiguresProps {
  t: DashboardTranslate;
  data: Dashboard;
  view: DashboardView;
  /** Another period is loading: these figures are about to change. */
  busy: boolean;
}

/** The figures and charts: their props change only with the data and the view, so the toolbar does not redraw them. */
const DashboardFigures = memo(function DashboardFigures({ t, data, view, busy }: DashboardFiguresProps) {
  const figuresId = useId();
  const { totals } = data;
  const tables = view === 'tables';
  return (
    <div className={busy ? `${css.content} ${css.busy}` : css.content} aria-busy={busy || undefined}>
      <section aria-labelledby={figuresId}>
        <VisuallyHidden elementType="h2" id={figuresId}>
          {t('admin.dashboard.figures')}
        </VisuallyHidden>
        <dl className={css.figures}>
          <KeyFigure
            label={t('admin.dashboard.usersTotal')}
            value={countText(totals.usersTotal)}
            note={t('admin.dashboard.usersNew', { count: countText(totals.usersNew) })}
          />
          <KeyFigure label={t('admin.dashboard.revenue')} value={yuanText(totals.revenueFen)} note={t('admin.dashboard.revenueNote')} />
          <KeyFigure
            label={t('admin.dashboard.ordersPaid')}
            value={countText(totals.ordersPaid)}
            note={t('admin.dashboard.ordersCreated', { count: countText(totals.ordersCreated) })}
          />
          <KeyFigure
            label={t('admin.dashboard.pointsIn')}
            value={countText(totals.pointsIn)}
            note={t('admin.dashboard.pointsNet', { count: countText(totals.pointsIn - totals.pointsOut) })}
          />
          <KeyFigure
            label={t('admin.dashboard.pointsOut')}
            value={countText(totals.pointsOut)}
            note={t('admin.dashboard.chatPoints', { count: countText(totals.chatPoints) })}
          />
          <KeyFigure
            label={t('admin.dashboard.turns')}
            value={countText(totals.turns)}
            note={t('admin.dashboard.tokensCount', { count: countText(totals.tokens) })}
          />
        </dl>
      </section>
      <div className={css.charts}>
        <ChartCard t={t} title={t('admin.dashboard.revenueChart')} wide chart={!tables}>
          {tables ? <RevenueTable t={t} daily={data.daily} /> : <RevenueChart t={t} daily={data.daily} />}
        </ChartCard>
        <ChartCard t={t} title={t('admin.dashboard.usersChart')} chart={!tables}>
          {tables ? <UsersTable t={t} daily={data.daily} /> : <UsersChart t={t} daily={data.daily} />}
        </ChartCard>
        <ChartCard t={t} title={t('admin.dashboard.statusChart')} chart={!tables}>
          {tables ? <StatusTable t={t} data={data} /> : <StatusChart t={t} data={data} />}
        </ChartCard>
        <ChartCard t={t} title={t('admin.dashboard.reasonsChart')} chart={!tables && data.pointsByReason.length > 0}>
          {tables ? <ReasonsTable t={t} data={data} /> : <ReasonsChart t={t} data={data} />}
        </ChartCard>
        <ChartCard t={t} title={t('admin.dashboard.providers')}>
          <FigureTable
            label={t('admin.dashboard.providers')}
            emptyText={t('admin.dashboard.empty')}
            rows={data.revenueByProvider.map((row) => ({ id: row.provider, row }))}
            columns={[
              { label: t('admin.dashboard.provider'), cell: (row) => dashboardProviderLabel(t, row.provider) },
              { label: t('admin.dashboard.amount'), cell: (row) => yuanText(row.revenueFen) },
              { label: t('admin.dashboard.paidOrders'), cell: (row) => countText(row.orders) },
            ]}
          />
        </ChartCard>
        <ChartCard t={t} title={t('admin.dashboard.models')} wide>
          <FigureTable
            label={t('admin.dashboard.models')}
            emptyText={t('admin.dashboard.empty')}
            rows={data.models.map((row) => ({ id: row.model, row }))}
            columns={[
              { label: t('admin.dashboard.model'), cell: (row) => row.model },
              { label: t('admin.dashboard.modelTurns'), cell: (row) => countText(row.turns) },
              { label: t('admin.dashboard.modelTokens'), cell: (row) => countText(row.tokens) },
              { label: t('admin.dashboard.modelPoints'), cell: (row) => countText(row.points) },
            ]}
          />
        </ChartCard>
      </div>
    </div>
  );
});

function KeyFigure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>{value}</dd>
      <dd className={css.figureNote}>{note}</dd>
    </div>
  );
}

interface ChartCardProps {
  t: DashboardTranslate;
  title: string;
  /** Spans the whole line (two cards a line from tablets up). */
  wide?: boolean;
  /** A chart is shown: say how to read it with the keyboard. */
  chart?: boolean;
  children: ReactNode;
}

/** A chart or a table under its caption: a figure named by its title. */
function ChartCard({ t, title, wide, chart, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <figure className={wide ? `${css.chartCard} ${css.wide}` : css.chartCard} aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId} className={css.chartTitle}>
          {title}
        </h2>
        {chart ? <p className={css.chartHint}>{t('admin.dashboard.chartHint')}</p> : null}
      </figcaption>
      {children}
    </figure>
  );
}

interface TableColumnSpec<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

interface FigureTableProps<Row> {
  label: string;
  rows: { id: string; row: Row }[];
  columns: TableColumnSpec<Row>[];
  emptyText: string;
}

/** A few columns of figures, the first naming the row. */
function FigureTable<Row>({ label, rows, columns, emptyText }: FigureTableProps<Row>) {
  return (
    <div className={css.compactTable}>
      <Table aria-label={label}>
        <TableHeader>
          {columns.map((column, index) => (
            <TableColumn key={column.label} isRowHeader={index === 0}>
              {column.label}
            </TableColumn>
          ))}
        </TableHeader>
        <TableBody items={rows} emptyText={emptyText} dependencies={[columns]}>
          {(item) => (
            <TableRow id={item.id}>
              {columns.map((column) => (
                <TableCell key={column.label} noWrap>
                  {column.cell(item.row)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const chartHeight = 240;
/** The width drawn before the container is measured (a first paint, tests): about a half-width card. */
const initialWidth = 480;
const tick = { fill: vars.color.textMuted, fontSize: 12 };
const axisLine = { stroke: vars.color.borderStrong };
const grid = <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" vertical={false} />;

/** A chart as wide as its card, `height` high (measured by a ResizeObserver; drawn `initialWidth` wide before). */
function Plot({ height = chartHeight, children }: { height?: number; children: ReactElement }) {
  return (
    <div className={css.chartBox}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: initialWidth, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The tooltip on the theme's surface (Recharts writes it inline); the keyboard layer moves it with the arrow keys. */
const tooltipProps = {
  contentStyle: css.tooltipStyle,
  labelStyle: css.tooltipText,
  itemStyle: css.tooltipText,
  isAnimationActive: false,
} as const;

interface DailyProps {
  t: DashboardTranslate;
  daily: DashboardDay[];
}

const revenueYuan = (day: DashboardDay) => day.revenueFen / 100;

function RevenueChart({ t, daily }: DailyProps) {
  return (
    <Plot>
      <AreaChart
        data={daily}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        title={t('admin.dashboard.revenueChart')}
        desc={t('admin.dashboard.chartHint')}
      >
        {grid}
        <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} axisLine={axisLine} tickLine={axisLine} minTickGap={16} />
        <YAxis width="auto" tick={tick} axisLine={axisLine} tickLine={axisLine} tickFormatter={(value: number) => `¥${countText(value)}`} />
        <Tooltip {...tooltipProps} cursor={{ stroke: vars.color.borderStrong }} formatter={(value) => yuanText(Math.round(Number(value) * 100))} />
        <Area
          type="monotone"
          dataKey={revenueYuan}
          name={t('admin.dashboard.amount')}
          stroke={vars.color.accent}
          strokeWidth={2}
          fill={vars.color.accentSoft}
          fillOpacity={1}
          activeDot={{ r: 4, fill: vars.color.accent, stroke: vars.color.surface }}
          isAnimationActive={false}
        />
      </AreaChart>
    </Plot>
  );
}

function RevenueTable({ t, daily }: DailyProps) {
  return (
    <FigureTable
      label={t('admin.dashboard.revenueChart')}
      emptyText={t('admin.dashboard.empty')}
      rows={daily.map((row) => ({ id: row.day, row }))}
      columns={[
        { label: t('admin.dashboard.day'), cell: (row) => row.day },
        { label: t('admin.dashboard.amount'), cell: (row) => yuanText(row.revenueFen) },
        { label: t('admin.dashboard.paidOrders'), cell: (row) => countText(row.ordersPaid) },
      ]}
    />
  );
}

function UsersChart({ t, daily }: DailyProps) {
  return (
    <Plot>
      <BarChart data={daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} title={t('admin.dashboard.usersChart')} desc={t('admin.dashboard.chartHint')}>
        {grid}
        <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} axisLine={axisLine} tickLine={axisLine} minTickGap={16} />
        <YAxis width="auto" allowDecimals={false} tick={tick} axisLine={axisLine} tickLine={axisLine} tickFormatter={countText} />
        <Tooltip {...tooltipProps} cursor={{ fill: vars.color.surfaceHover }} formatter={(value) => countText(Number(value))} />
        <Bar dataKey="usersNew" name={t('admin.dashboard.newUsers')} fill={vars.color.info} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </Plot>
  );
}

function UsersTable({ t, daily }: DailyProps) {
  return (
    <FigureTable
      label={t('admin.dashboard.usersChart')}
      emptyText={t('admin.dashboard.empty')}
      rows={daily.map((row) => ({ id: row.day, row }))}
      columns={[
        { label: t('admin.dashboard.day'), cell: (row) => row.day },
        { label: t('admin.dashboard.newUsers'), cell: (row) => countText(row.usersNew) },
        { label: t('admin.dashboard.totalUsers'), cell: (row) => countText(row.usersTotal) },
      ]}
    />
  );
}

interface FiguresProps {
  t: DashboardTranslate;
  data: Dashboard;
}

const orderStatuses = ['pending', 'paid', 'expired'] as const;
const statusColors = { pending: vars.color.warning, paid: vars.color.success, expired: vars.color.borderStrong };
const statusRows = (t: DashboardTranslate, data: Dashboard) =>
  orderStatuses.map((status) => ({ status, label: t(`admin.dashboard.status.${status}`), count: data.ordersByStatus[status] }));

function StatusChart({ t, data }: FiguresProps) {
  const rows = statusRows(t, data);
  return (
    <Plot>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} title={t('admin.dashboard.statusChart')} desc={t('admin.dashboard.chartHint')}>
        {grid}
        <XAxis dataKey="label" tick={tick} axisLine={axisLine} tickLine={axisLine} />
        <YAxis width="auto" allowDecimals={false} tick={tick} axisLine={axisLine} tickLine={axisLine} tickFormatter={countText} />
        <Tooltip {...tooltipProps} cursor={{ fill: vars.color.surfaceHover }} formatter={(value) => countText(Number(value))} />
        <Bar dataKey="count" name={t('admin.dashboard.orders')} radius={[3, 3, 0, 0]} maxBarSize={64} isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.status} fill={statusColors[row.status]} />
          ))}
        </Bar>
      </BarChart>
    </Plot>
  );
}

function StatusTable({ t, data }: FiguresProps) {
  return (
    <FigureTable
      label={t('admin.dashboard.statusChart')}
      emptyText={t('admin.dashboard.empty')}
      rows={statusRows(t, data).map((row) => ({ id: row.status, row }))}
      columns={[
        { label: t('admin.dashboard.status'), cell: (row) => row.label },
        { label: t('admin.dashboard.orders'), cell: (row) => countText(row.count) },
      ]}
    />
  );
}

const reasonRows = (t: DashboardTranslate, data: Dashboard) => data.pointsByReason.map((row) => ({ ...row, label: reasonLabel(t, row.reason) }));

function ReasonsChart({ t, data }: FiguresProps) {
  if (data.pointsByReason.length === 0) return <p className={css.empty}>{t('admin.dashboard.empty')}</p>;
  // Every reason gets its line and its name: the chart grows with them.
  return (
    <Plot height={Math.max(chartHeight, data.pointsByReason.length * 36 + 64)}>
      <BarChart
        layout="vertical"
        data={reasonRows(t, data)}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        title={t('admin.dashboard.reasonsChart')}
        desc={t('admin.dashboard.chartHint')}
      >
        <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={tick} axisLine={axisLine} tickLine={axisLine} tickFormatter={countText} />
        <YAxis type="category" dataKey="label" width="auto" interval={0} tick={tick} axisLine={axisLine} tickLine={axisLine} />
        <Tooltip {...tooltipProps} cursor={{ fill: vars.color.surfaceHover }} formatter={(value) => countText(Number(value))} />
        <Legend formatter={(value) => <span className={css.legendText}>{value}</span>} />
        <Bar dataKey="in" name={t('admin.dashboard.in')} fill={vars.color.success} radius={[0, 3, 3, 0]} isAnimationActive={false} />
        <Bar dataKey="out" name={t('admin.dashboard.out')} fill={vars.color.warning} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </Plot>
  );
}

function ReasonsTable({ t, data }: FiguresProps) {
  return (
    <FigureTable
      label={t('admin.dashboard.reasonsChart')}
      emptyText={t('admin.dashboard.empty')}
      rows={reasonRows(t, data).map((row) => ({ id: row.reason, row }))}
      columns={[
        { label: t('admin.dashboard.reason'), cell: (row) => row.label },
        { label: t('admin.dashboard.in'), cell: (row) => countText(row.in) },
        { label: t('admin.dashboard.out'), cell: (row) => countText(row.out) },
      ]}
    />
  );
}
