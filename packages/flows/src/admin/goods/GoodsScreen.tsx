import {
  Badge,
  Button,
  Dialog,
  Modal,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TextArea,
  TextField,
} from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useId } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as goodsCss from './goods.css';
import {
  goodsDesLineLimit,
  goodsDesLines,
  goodsMachine,
  yuanOfFen,
  type AdminGoods,
  type GoodsData,
  type GoodsDraft,
  type GoodsField,
  type GoodsSave,
  type GoodsSnapshot,
} from './goods.machine';
import type { GoodsMessageKey } from './messages';

type Key = GoodsMessageKey | AdminMessageKey;

export interface GoodsServices {
  /** GET /admin/goods and GET /admin/vip-levels. */
  load: () => Promise<GoodsData>;
  /** POST /admin/goods (id null) or /admin/goods/:id. */
  save: (save: GoodsSave) => Promise<AdminGoods>;
  /** DELETE /api/admin/goods/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  remove: (goods: AdminGoods) => Promise<unknown>;
}

export interface GoodsScreenProps {
  t: Translate<Key>;
  services: GoodsServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof goodsMachine>>[1];

/** The level picker's key for "no level of its own" (the default level). */
const defaultLevel = 'default';

/** The membership days as read: 永久 for -1, — for none. */
export const goodsDaysText = (t: Translate<Key>, days: number) =>
  days === -1 ? t('admin.goods.daysForever') : days === 0 ? '—' : t('admin.goods.daysValue', { days });

/** The packages: every one (disabled too) in a table; created and edited in a dialog; deleted through the confirmation. */
export function GoodsScreen({ t, services, notify }: GoodsScreenProps) {
  const [state, send] = useMachine(
    goodsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        remove: fromPromise(({ input }) => services.remove(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { goods, levels, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <div className={css.screen}>
      <div className={css.screenHeader}>
        <h1 className={css.screenTitle}>{t('admin.goods.title')}</h1>
        {state.matches('failed') ? null : (
          <Button variant="primary" onPress={() => send({ type: 'goods.new' })}>
            {t('admin.goods.new')}
          </Button>
        )}
      </div>
      {state.matches('failed') ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'goods.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <GoodsTable t={t} goods={goods} levels={levels} loading={loading} send={send} />
      )}
      <GoodsFormDialog t={t} state={state} send={send} />
    </div>
  );
}

interface GoodsTableProps {
  t: Translate<Key>;
  goods: AdminGoods[];
  levels: GoodsData['levels'];
  loading: boolean;
  send: Send;
}

/** The table, apart from the form: typing in the form does not render it again. */
const GoodsTable = memo(function GoodsTable({ t, goods, levels, loading, send }: GoodsTableProps) {
  const levelName = (id: number | null) => levels.find((level) => level.id === id)?.name;
  return (
    <>
      <Table aria-label={t('admin.goods.table')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.goods.name')}</TableColumn>
          <TableColumn>{t('admin.goods.type')}</TableColumn>
          <TableColumn>{t('admin.goods.priceColumn')}</TableColumn>
          <TableColumn>{t('admin.goods.score')}</TableColumn>
          <TableColumn>{t('admin.goods.days')}</TableColumn>
          <TableColumn>{t('admin.goods.status')}</TableColumn>
          <TableColumn>{t('admin.goods.actions')}</TableColumn>
        </TableHeader>
        <TableBody items={loading ? [] : goods} isLoading={loading} loadingLabel={t('admin.loading')} emptyText={t('admin.goods.empty')}>
          {(item) => (
            <TableRow id={item.id}>
              <TableCell>
                <span className={css.nameCell}>
                  {item.name}
                  {item.recommended ? (
                    <Badge tone="accent" size="sm">
                      {t('admin.goods.recommended')}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell noWrap>{t(item.typeId === 1 ? 'admin.goods.type.1' : 'admin.goods.type.2')}</TableCell>
              <TableCell noWrap>
                ¥{yuanOfFen(item.priceFen)}
                {item.originPriceFen > item.priceFen ? <del className={goodsCss.struck}>¥{yuanOfFen(item.originPriceFen)}</del> : null}
              </TableCell>
              <TableCell>{item.score}</TableCell>
              <TableCell noWrap>
                {goodsDaysText(t, item.days)}
                {item.typeId === 2 && levelName(item.vipLevelId) ? ` · ${levelName(item.vipLevelId)}` : null}
              </TableCell>
              <TableCell noWrap>
                <Badge tone={item.isEnabled ? 'success' : 'neutral'} size="sm">
                  {t(item.isEnabled ? 'admin.goods.statusOn' : 'admin.goods.statusOff')}
                </Badge>
              </TableCell>
              <TableCell noWrap>
                <span className={css.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('admin.goods.editNamed', { name: item.name })}
                    onPress={() => send({ type: 'goods.edit', id: item.id })}
                  >
                    {t('admin.goods.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('admin.goods.deleteNamed', { name: item.name })}
                    onPress={() => send({ type: 'goods.delete', id: item.id })}
                  >
                    {t('admin.goods.delete')}
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {loading ? null : <span className={css.muted}>{t('admin.goods.total', { total: goods.length })}</span>}
    </>
  );
});

function GoodsFormDialog({ t, state, send }: { t: Translate<Key>; state: GoodsSnapshot; send: Send }) {
  const previewId = useId();
  const saving = state.matches('saving');
  const open = saving || state.matches('editing');
  const { draft, errors, submitError, editingId, levels } = state.context;
  const change = (values: Partial<GoodsDraft>) => send({ type: 'form.change', values });
  const error = (field: GoodsField) => fieldError(t, errors[field] ? { key: errors[field] } : null);
  const lines = goodsDesLines(draft.des);
  return (
    <Modal isOpen={open} onOpenChange={(isOpen) => !isOpen && !saving && send({ type: 'form.cancel' })} isKeyboardDismissDisabled={saving} size="md">
      {/* The form holds the whole dialog: Enter in a field submits through the footer's submit button. */}
      <form
        noValidate
        className={css.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Dialog
          title={t(editingId === null ? 'admin.goods.createTitle' : 'admin.goods.editTitle')}
          closeLabel={t('admin.goods.close')}
          footer={
            <>
              <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'form.cancel' })}>
                {t('admin.goods.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.goods.saving')}>
                {t('admin.goods.save')}
              </Button>
            </>
          }
        >
          <div className={css.form}>
            <TextField label={t('admin.goods.name')} value={draft.name} onChange={(name) => change({ name })} {...error('name')} />
            <RadioGroup
              label={t('admin.goods.type')}
              orientation="horizontal"
              value={String(draft.typeId)}
              onChange={(value) => change({ typeId: value === '1' ? 1 : 2 })}
            >
              <Radio value="2">{t('admin.goods.type.2')}</Radio>
              <Radio value="1">{t('admin.goods.type.1')}</Radio>
            </RadioGroup>
            <div className={css.fieldGrid}>
              <TextField
                label={t('admin.goods.price')}
                inputMode="decimal"
                placeholder="9.90"
                value={draft.price}
                onChange={(price) => change({ price })}
                {...error('price')}
              />
              <TextField
                label={t('admin.goods.originPrice')}
                description={t('admin.goods.originPriceNote')}
                inputMode="decimal"
                value={draft.originPrice}
                onChange={(originPrice) => change({ originPrice })}
                {...error('originPrice')}
              />
              <TextField label={t('admin.goods.score')} inputMode="numeric" value={draft.score} onChange={(score) => change({ score })} {...error('score')} />
              <TextField
                label={t('admin.goods.days')}
                description={t('admin.goods.daysNote')}
                value={draft.days}
                onChange={(days) => change({ days })}
                {...error('days')}
              />
              <TextField
                label={t('admin.goods.sort')}
                description={t('admin.goods.sortNote')}
                value={draft.sort}
                onChange={(sort) => change({ sort })}
                {...error('sort')}
              />
            </div>
            {draft.typeId === 2 ? (
              <Select
                label={t('admin.goods.level')}
                description={t('admin.goods.levelNote')}
                value={draft.vipLevelId === null ? defaultLevel : String(draft.vipLevelId)}
                onChange={(key) => key !== null && change({ vipLevelId: key === defaultLevel ? null : Number(key) })}
              >
                <SelectItem id={defaultLevel}>{t('admin.goods.levelDefault')}</SelectItem>
                {levels.map((level) => (
                  <SelectItem key={level.id} id={String(level.id)}>
                    {level.name}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
            <TextArea
              label={t('admin.goods.des')}
              description={t('admin.goods.desNote')}
              rows={3}
              value={draft.des}
              onChange={(des) => change({ des })}
              {...error('des')}
            />
            <section className={css.preview} aria-labelledby={previewId}>
              <h3 id={previewId} className={css.previewTitle}>
                {t('admin.goods.preview')}
              </h3>
              {lines.length > 0 ? (
                <ul className={goodsCss.previewList}>
                  {lines.slice(0, goodsDesLineLimit).map((line, index) => (
                    // Lines may repeat: their place is their identity.
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className={css.muted}>{t('admin.goods.previewEmpty')}</p>
              )}
            </section>
            <fieldset className={css.plainFieldset}>
              <legend className={css.groupTitle}>{t('admin.goods.translations')}</legend>
              <p className={`${css.muted} ${css.wide}`}>{t('admin.goods.translationsNote')}</p>
              <TextField label={t('admin.goods.nameEn')} value={draft.nameEn} onChange={(nameEn) => change({ nameEn })} {...error('nameEn')} />
              <TextField label={t('admin.goods.nameTw')} value={draft.nameTw} onChange={(nameTw) => change({ nameTw })} {...error('nameTw')} />
              <TextArea label={t('admin.goods.desEn')} rows={2} value={draft.desEn} onChange={(desEn) => change({ desEn })} {...error('desEn')} />
              <TextArea label={t('admin.goods.desTw')} rows={2} value={draft.desTw} onChange={(desTw) => change({ desTw })} {...error('desTw')} />
            </fieldset>
            <div className={css.switches}>
              <Switch isSelected={draft.isEnabled} onChange={(isEnabled) => change({ isEnabled })}>
                {t('admin.goods.enabled')}
              </Switch>
              <Switch isSelected={draft.recommended} onChange={(recommended) => change({ recommended })}>
                {t('admin.goods.recommended')}
              </Switch>
            </div>
            {submitError ? (
              <p className={css.formError} role="alert">
                {messageText(t, submitError)}
              </p>
            ) : null}
          </div>
        </Dialog>
      </form>
    </Modal>
  );
}
