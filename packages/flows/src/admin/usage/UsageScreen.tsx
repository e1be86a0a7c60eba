import { Button, Radio, RadioGroup, Select, SelectItem, Spinner } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useId, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { UsageMessageKey } from './messages';
import * as css from './usage.css';
import { usageMachine, usagePeriods, type Usage, type UsageDays, type UsageFigures, type UsageQuery } from './usage.machine';

type UsageTranslate = Translate<UsageMessageKey | AdminMessageKey>;

export interface UsageServices {
  /** GET /admin/usage. */
  load: (query: UsageQuery) => Promise<Usage>;
}

export interface UsageScreenProps {
  t: UsageTranslate;
  services: UsageServices;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** A count with thousands separators: 12,345 (the same in the three languages). */
const countText = (value: number) => whole.format(value);

/** Usage and quotas: chat usage per model and per day, top spenders, members' free uses today — tables only. */
export function UsageScreen({ t, services, formatTime }: UsageScreenProps) {
  const [state, send] = useMachine(usageMachine.provide({ actors: { load: fromPromise(({ input }) => services.load(input)) } }));
  const { days, data, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <div className={adminCss.screen}>
      <div className={css.heading}>
        <h1 className={adminCss.screenTitle}>{t('admin.usage.title')}</h1>
        {data ? <p className={css.period}>{t('admin.usage.period', { from: data.from, to: data.to })}</p> : null}
      </div>
      <div className={css.toolbar}>
        <RadioGroup
          label={t('admin.usage.range')}
          orientation="horizontal"
          value={String(days)}
          onChange={(value) => send({ type: 'usage.days', days: Number(value) as UsageDays })}
        >
          {usagePeriods.map((period) => (
            <Radio key={period} value={String(period)}>
              {t(`admin.usage.days.${period}`)}
            </Radio>
          ))}
        </RadioGroup>
        <p className={css.updatedAt} aria-live="polite">
          {data ? (data.updatedAt ? t('admin.usage.updatedAt', { time: formatTime(data.updatedAt) }) : t('admin.usage.neverUpdated')) : null}
        </p>
      </div>
      {state.matches('failed') ? (
        <div className={adminCss.section} role="alert">
          <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
          {data ? <p className={adminCss.muted}>{t('admin.usage.previous', { from: data.from, to: data.to })}</p> : null}
          <div className={adminCss.actions}>
            <Button onPress={() => send({ type: 'usage.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : null}
      {data ? (
        // Another period is loading: these figures are about to change.
        <div className={loading ? `${css.content} ${css.busy}` : css.content} aria-busy={loading || undefined}>
          <UsageTables t={t} data={data} />
        </div>
      ) : loading ? (
        <Spinner label={t('admin.loading')} />
      ) : null}
    </div>
  );
}

interface UsageTablesProps {
  t: UsageTranslate;
  data: Usage;
}

const allModels = '*';

/** A row of usage figures and what it counts (a model, a day, 合计). */
type NamedFigures = UsageFigures & { name: string };

/** The four tables: their props change only with the data, so choosing a period does not redraw them before it loads. */
const UsageTables = memo(function UsageTables({ t, data }: UsageTablesProps) {
  const [model, setModel] = useState(allModels);
  const shownModel = data.models.some((entry) => entry.model === model) ? model : allModels;
  // Newest day first; one model's days from modelDays (a day it was not used on shows zeros).
  const days = [...data.daily].reverse().map((day) => {
    if (shownModel === allModels) return day;
    const used = data.modelDays.find((entry) => entry.day === day.day && entry.model === shownModel);
    return used ?? { day: day.day, turns: 0, tokens: 0, points: 0, refunds: 0, refundPoints: 0 };
  });
  const figureColumns = usageColumns<NamedFigures>(t);
  return (
    <>
      <p className={adminCss.muted}>{t('admin.usage.pointsNote')}</p>
      <UsageSection title={t('admin.usage.byModel')}>
        <FigureTable
          label={t('admin.usage.byModel')}
          emptyText={t('admin.usage.empty')}
          rows={[
            ...data.models.map((row): FigureRow<NamedFigures> => ({ id: row.model, row: { name: row.model, ...row } })),
            ...(data.models.length > 0 ? [{ id: ' total', row: { name: t('admin.usage.total'), ...data.totals }, total: true }] : []),
          ]}
          columns={[{ label: t('admin.usage.model'), cell: (row) => row.name }, ...figureColumns]}
        />
      </UsageSection>
      <UsageSection
        title={t('admin.usage.byDay')}
        action={
          <Select label={t('admin.usage.dayModel')} size="sm" value={shownModel} onChange={(key) => key !== null && setModel(String(key))}>
            <SelectItem id={allModels}>{t('admin.usage.allModels')}</SelectItem>
            {data.models.map((entry) => (
              <SelectItem key={entry.model} id={entry.model}>
                {entry.model}
              </SelectItem>
            ))}
          </Select>
        }
      >
        <FigureTable
          label={shownModel === allModels ? t('admin.usage.byDay') : `${t('admin.usage.byDay')} · ${shownModel}`}
          emptyText={t('admin.usage.empty')}
          rows={days.map((row) => ({ id: row.day, row: { name: row.day, ...row } }))}
          columns={[{ label: t('admin.usage.day'), cell: (row) => row.name }, ...figureColumns]}
        />
      </UsageSection>
      <UsageSection title={t('admin.usage.topSpenders')}>
        <FigureTable
          label={t('admin.usage.topSpenders')}
          emptyText={t('admin.usage.empty')}
          rows={data.topSpenders.map((row, index) => ({ id: String(row.userId), row: { ...row, rank: index + 1 } }))}
          rowHeader={1}
          columns={[
            { label: t('admin.usage.rank'), cell: (row) => row.rank },
            { label: t('admin.usage.user'), cell: (row) => (row.nickname ? `${row.username}（${row.nickname}）` : row.username) },
            { label: t('admin.usage.userId'), cell: (row) => row.userId },
            { label: t('admin.usage.points'), cell: (row) => countText(row.points) },
          ]}
        />
      </UsageSection>
      <UsageSection title={t('admin.usage.freeUses', { day: data.freeUsesToday.day })} note={t('admin.usage.freeUsesNote')}>
        <FigureTable
          label={t('admin.usage.freeUses', { day: data.freeUsesToday.day })}
          emptyText={t('admin.usage.empty')}
          rows={data.freeUsesToday.models.map((row) => ({ id: String(row.modelId), row }))}
          columns={[
            { label: t('admin.usage.model'), cell: (row) => (row.modelName && row.modelName !== row.model ? `${row.modelName}（${row.model}）` : row.model) },
            { label: t('admin.usage.freePerDay'), cell: (row) => countText(row.freePerDay) },
            { label: t('admin.usage.uses'), cell: (row) => countText(row.uses) },
            { label: t('admin.usage.members'), cell: (row) => countText(row.members) },
            { label: t('admin.usage.exhausted'), cell: (row) => countText(row.exhausted) },
          ]}
        />
      </UsageSection>
    </>
  );
});

/** Turns, tokens, points, refunds and points refunded: the columns of both usage tables. */
const usageColumns = <Row extends UsageFigures>(t: UsageTranslate): TableColumnSpec<Row>[] => [
  { label: t('admin.usage.turns'), cell: (row) => countText(row.turns) },
  { label: t('admin.usage.tokens'), cell: (row) => countText(row.tokens) },
  { label: t('admin.usage.points'), cell: (row) => countText(row.points) },
  { label: t('admin.usage.refunds'), cell: (row) => countText(row.refunds) },
  { label: t('admin.usage.refundPoints'), cell: (row) => countText(row.refundPoints) },
];

function UsageSection({ title, note, action, children }: { title: string; note?: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={adminCss.section} aria-labelledby={titleId}>
      <div className={css.sectionHead}>
        <div>
          <h2 id={titleId} className={adminCss.sectionTitle}>
            {title}
          </h2>
          {note ? <p className={adminCss.muted}>{note}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

interface TableColumnSpec<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

interface FigureRow<Row> {
  id: string;
  row: Row;
  /** The total row, in bold. */
  total?: boolean;
}

interface FigureTableProps<Row> {
  label: string;
  rows: FigureRow<Row>[];
  columns: TableColumnSpec<Row>[];
  emptyText: string;
  /** The column that names the row (the first unless told). */
  rowHeader?: number;
}

/**
 * Figures in columns, one naming the row (a row header); a total row in bold. A plain table: the figures are read,
 * not acted on, and 90 days of rows stay cheap. It scrolls sideways on phones (focusable, so the keyboard can too).
 */
function FigureTable<Row>({ label, rows, columns, emptyText, rowHeader = 0 }: FigureTableProps<Row>) {
  return (
    // A scrolling region must be reachable by the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={css.scroller} role="group" aria-label={label} tabIndex={0}>
      <table className={css.table} aria-label={label}>
        <thead className={css.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={css.column}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={css.emptyCell}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((item) => (
              <tr key={item.id} className={item.total ? `${css.row} ${css.total}` : css.row}>
                {columns.map((column, index) =>
                  index === rowHeader ? (
                    <th key={column.label} scope="row" className={css.cell}>
                      {column.cell(item.row)}
                    </th>
                  ) : (
                    <td key={column.label} className={css.cell}>
                      {column.cell(item.row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
