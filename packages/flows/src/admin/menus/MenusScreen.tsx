import { Badge, Button, Dialog, IconButton, Modal, Select, SelectItem, Switch, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import { isMenuImageAddress, menuIconChoices, menuIconNames } from './menuIconChoices';
import * as menusCss from './menus.css';
import {
  type AdminMenu,
  menuDescendantIds,
  type MenuDraft,
  type MenuField,
  menuChildren,
  menuIconFields,
  type MenuIconField,
  type MenuOrder,
  type MenuPlatform,
  menuPlatforms,
  type MenuSave,
  menusMachine,
  type MenusSnapshot,
} from './menus.machine';
import type { MenusMessageKey } from './messages';
import type { AdminMessageKey } from '../messages';

type Key = MenusMessageKey | AdminMessageKey;

export interface MenusServices {
  /** GET /admin/menus. */
  load: () => Promise<AdminMenu[]>;
  /** POST /admin/menus (id null) or /admin/menus/:id. */
  save: (save: MenuSave) => Promise<AdminMenu>;
  /** POST /admin/menus/:id {isEnabled}. */
  setEnabled: (change: { id: number; isEnabled: boolean }) => Promise<AdminMenu>;
  /** POST /admin/menus/reorder: every entry of both menus in the new order. */
  reorder: (order: MenuOrder) => Promise<AdminMenu[]>;
  /** DELETE /api/admin/menus/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  remove: (menu: AdminMenu) => Promise<unknown>;
}

export interface MenusScreenProps {
  t: Translate<Key>;
  services: MenusServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof menusMachine>>[1];

/** A menu icon as the web draws it: a built-in icon, the operator's image, or an empty mark. */
export function MenuIconPreview({ value }: { value: string }) {
  const Icon = Object.hasOwn(menuIconChoices, value) ? menuIconChoices[value] : undefined;
  if (Icon) return <Icon className={menusCss.icon} aria-hidden />;
  if (isMenuImageAddress(value)) return <img className={menusCss.icon} src={value} alt="" />;
  return <span className={menusCss.iconBlank} aria-hidden />;
}

/**
 * Both menus (SPEC §2.1) as trees: each entry with its icon, path, switch, moves among its siblings (the arrow
 * buttons, or Alt+↑/↓ anywhere in its row), edit, add a child and delete (confirmed). Focus stays on the moved entry.
 */
export function MenusScreen({ t, services, notify }: MenusScreenProps) {
  const [state, send] = useMachine(
    menusMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        setEnabled: fromPromise(({ input }) => services.setEnabled(input)),
        reorder: fromPromise(({ input }) => services.reorder(input)),
        remove: fromPromise(({ input }) => services.remove(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const root = useRef<HTMLDivElement>(null);
  // The control to focus again once a move has re-rendered the list ("id:up", "id:down", "id:edit" …).
  const refocus = useRef<string | null>(null);
  const ready = state.matches('ready');
  useEffect(() => {
    if (!ready || !refocus.current) return;
    const [id, control] = refocus.current.split(':');
    refocus.current = null;
    // A switch's key sits on its field: its input takes the focus.
    const find = (name: string) => {
      const found = root.current?.querySelector<HTMLElement>(`[data-focus-key="${id}:${name}"]`);
      return found?.matches('input, button') ? found : (found?.querySelector<HTMLElement>('input, button') ?? null);
    };
    const target = find(control!);
    // A move button at the edge is disabled now: the other one moves back.
    const usable = target && !target.hasAttribute('disabled') ? target : find(control === 'up' ? 'down' : 'up');
    usable?.focus();
  }, [ready]);
  const move = useCallback(
    (id: number, direction: 'up' | 'down', focusKey: string) => {
      refocus.current = focusKey;
      send({ type: 'menus.move', id, direction });
    },
    [send],
  );
  const { menus, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <div className={css.screen} ref={root}>
      <h1 className={css.screenTitle}>{t('admin.menus.title')}</h1>
      {state.matches('failed') ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'menus.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        menuPlatforms.map((platform) => (
          <MenuSection key={platform} t={t} platform={platform} menus={menus} loading={loading} toggle={state.context.toggle} send={send} move={move} />
        ))
      )}
      <MenuFormDialog t={t} state={state} send={send} />
    </div>
  );
}

interface MenuSectionProps {
  t: Translate<Key>;
  platform: MenuPlatform;
  menus: AdminMenu[];
  loading: boolean;
  toggle: { id: number; isEnabled: boolean } | null;
  send: Send;
  move: (id: number, direction: 'up' | 'down', focusKey: string) => void;
}

/** One menu's tree, apart from the form: typing in the form does not render it again. */
const MenuSection = memo(function MenuSection({ t, platform, menus, loading, toggle, send, move }: MenuSectionProps) {
  const titleId = useId();
  const menuName = t(`admin.menus.platform.${platform}`);
  const renderTree = (pId: number) => {
    const siblings = menuChildren(menus, platform, pId);
    return siblings.map((menu, index) => {
      const children = menuChildren(menus, platform, menu.id);
      const isEnabled = toggle?.id === menu.id ? toggle.isEnabled : menu.isEnabled;
      const name = menu.menuName;
      const onKeyDown = (event: KeyboardEvent) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        const focusKey = (event.target as HTMLElement).dataset.focusKey ?? `${menu.id}:edit`;
        move(menu.id, event.key === 'ArrowUp' ? 'up' : 'down', focusKey);
      };
      return (
        <li key={menu.id}>
          {/* Alt+↑/↓ from any control of the row moves it; the arrow buttons are the visible way. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it only hears its own buttons' key presses */}
          <div className={menusCss.row} onKeyDown={onKeyDown}>
            <div className={menusCss.entry}>
              <MenuIconPreview value={menu.menuIcon} />
              <div className={menusCss.entryText}>
                <span className={menusCss.entryName}>
                  {name}
                  {menu.isEnabled ? null : <Badge size="sm">{t('admin.menus.disabled')}</Badge>}
                  {menu.isNeedAuth ? (
                    <Badge size="sm" tone="accent">
                      {t('admin.menus.needAuth')}
                    </Badge>
                  ) : null}
                  {menu.menuIframeUrl ? (
                    <Badge size="sm" tone="warning">
                      {t(menu.isJump ? 'admin.menus.newTab' : 'admin.menus.external')}
                    </Badge>
                  ) : null}
                </span>
                <span className={menusCss.entryPath}>{menu.menuIframeUrl || menu.menuPath || t('admin.menus.noPath')}</span>
              </div>
            </div>
            <div className={menusCss.rowActions}>
              <Switch
                aria-label={t('admin.menus.enableNamed', { name })}
                isSelected={isEnabled}
                onChange={(value) => send({ type: 'menus.toggle', id: menu.id, isEnabled: value })}
                data-focus-key={`${menu.id}:switch`}
              />
              <IconButton
                icon={ArrowUp}
                size="sm"
                variant="secondary"
                label={t('admin.menus.moveUp', { name })}
                isDisabled={index === 0}
                onPress={() => move(menu.id, 'up', `${menu.id}:up`)}
                data-focus-key={`${menu.id}:up`}
              />
              <IconButton
                icon={ArrowDown}
                size="sm"
                variant="secondary"
                label={t('admin.menus.moveDown', { name })}
                isDisabled={index === siblings.length - 1}
                onPress={() => move(menu.id, 'down', `${menu.id}:down`)}
                data-focus-key={`${menu.id}:down`}
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.menus.editNamed', { name })}
                onPress={() => send({ type: 'menus.edit', id: menu.id })}
                data-focus-key={`${menu.id}:edit`}
              >
                {t('admin.menus.edit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.menus.addChildNamed', { name })}
                onPress={() => send({ type: 'menus.new', platform, pId: menu.id })}
                data-focus-key={`${menu.id}:child`}
              >
                {t('admin.menus.addChild')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.menus.deleteNamed', { name })}
                onPress={() => send({ type: 'menus.delete', id: menu.id })}
                data-focus-key={`${menu.id}:delete`}
              >
                {t('admin.menus.delete')}
              </Button>
            </div>
          </div>
          {children.length > 0 ? <ul className={menusCss.children}>{renderTree(menu.id)}</ul> : null}
        </li>
      );
    });
  };
  const top = menuChildren(menus, platform, 0);
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.screenHeader}>
        <div>
          <h2 id={titleId} className={css.sectionTitle}>
            {menuName}
          </h2>
          <p className={css.muted}>{t(`admin.menus.platformNote.${platform}`)}</p>
        </div>
        <Button variant="primary" aria-label={t('admin.menus.newIn', { menu: menuName })} onPress={() => send({ type: 'menus.new', platform })}>
          {t('admin.menus.new')}
        </Button>
      </div>
      {loading ? (
        <p className={css.muted}>{t('admin.loading')}</p>
      ) : top.length === 0 ? (
        <p className={css.muted}>{t('admin.menus.empty')}</p>
      ) : (
        <ul className={menusCss.tree} aria-labelledby={titleId}>
          {renderTree(0)}
        </ul>
      )}
    </section>
  );
});

/** The entries an entry may sit under: its menu's, never itself or below it; indented by depth. */
function parentChoices(menus: AdminMenu[], platform: number, self: number | null) {
  const excluded = self === null ? new Set<number>() : new Set([self, ...menuDescendantIds(menus, self)]);
  const choices: { id: number; label: string }[] = [];
  const visit = (pId: number, depth: number) => {
    for (const menu of menuChildren(menus, platform, pId)) {
      if (excluded.has(menu.id)) continue;
      choices.push({ id: menu.id, label: `${'— '.repeat(depth)}${menu.menuName}` });
      visit(menu.id, depth + 1);
    }
  };
  visit(0, 0);
  return choices;
}

interface IconPickerProps {
  t: Translate<Key>;
  field: MenuIconField;
  value: string;
  error: MenusMessageKey | undefined;
  change: (values: Partial<MenuDraft>) => void;
}

const noIcon = '__none';
const customIcon = '__custom';

/** A built-in icon from the web's set, none, or an image address typed below (kept apart: typing elsewhere skips it). */
const IconPicker = memo(function IconPicker({ t, field, value, error: errorKey, change }: IconPickerProps) {
  const [custom, setCustom] = useState(value !== '' && !Object.hasOwn(menuIconChoices, value));
  const label = t(`admin.menus.${field}`);
  const onChange = (next: string) => change({ [field]: next });
  const error = fieldError(t, errorKey ? { key: errorKey } : null);
  const items = useMemo(
    () => [
      { id: noIcon, name: t('admin.menus.iconNone') },
      ...menuIconNames.map((name) => ({ id: name, name })),
      { id: customIcon, name: t('admin.menus.iconCustom') },
    ],
    [t],
  );
  return (
    <div className={css.form}>
      <Select
        label={label}
        items={items}
        selectedKey={custom ? customIcon : value === '' ? noIcon : value}
        onSelectionChange={(key) => {
          const chosen = String(key);
          setCustom(chosen === customIcon);
          onChange(chosen === noIcon || chosen === customIcon ? '' : chosen);
        }}
        {...(custom ? {} : error)}
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.name}>
            <span className={menusCss.iconOption}>
              <MenuIconPreview value={item.id} />
              {item.name}
            </span>
          </SelectItem>
        )}
      </Select>
      {custom ? (
        <TextField
          label={t('admin.menus.iconUrl', { field: label })}
          description={t('admin.menus.iconUrlNote')}
          placeholder="https://"
          value={value}
          onChange={onChange}
          {...error}
        />
      ) : null}
    </div>
  );
});

function MenuFormDialog({ t, state, send }: { t: Translate<Key>; state: MenusSnapshot; send: Send }) {
  const saving = state.matches('saving');
  const open = saving || state.matches('editing');
  const { draft, errors, submitError, editingId, menus } = state.context;
  const change = useCallback((values: Partial<MenuDraft>) => send({ type: 'form.change', values }), [send]);
  const error = (field: MenuField) => fieldError(t, errors[field] ? { key: errors[field] } : null);
  const text = (field: 'menuName' | 'menuPath' | 'menuIframeUrl' | 'menuCover' | 'nameEn' | 'tipEn' | 'nameTw' | 'tipTw') => ({
    value: draft[field],
    onChange: (value: string) => change({ [field]: value }),
    ...error(field),
  });
  const parents = useMemo(
    () => [{ id: 0, label: t('admin.menus.parentTop') }, ...parentChoices(menus, draft.menuPlatform, editingId)],
    [t, menus, draft.menuPlatform, editingId],
  );
  return (
    <Modal isOpen={open} onOpenChange={(isOpen) => !isOpen && !saving && send({ type: 'form.cancel' })} isKeyboardDismissDisabled={saving} size="lg">
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
          title={`${t(editingId === null ? 'admin.menus.createTitle' : 'admin.menus.editTitle')} · ${t(`admin.menus.platform.${draft.menuPlatform}`)}`}
          closeLabel={t('admin.menus.close')}
          footer={
            <>
              <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'form.cancel' })}>
                {t('admin.menus.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.menus.saving')}>
                {t('admin.menus.save')}
              </Button>
            </>
          }
        >
          <div className={css.form}>
            <div className={css.fieldGrid}>
              <TextField label={t('admin.menus.name')} {...text('menuName')} />
              <Select label={t('admin.menus.parent')} items={parents} selectedKey={draft.pId} onSelectionChange={(key) => change({ pId: Number(key) })}>
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
              <TextField label={t('admin.menus.path')} description={t('admin.menus.pathNote')} placeholder="/chat" {...text('menuPath')} />
              <TextField label={t('admin.menus.iframeUrl')} description={t('admin.menus.iframeUrlNote')} placeholder="https://" {...text('menuIframeUrl')} />
            </div>
            <div className={css.switches}>
              <Switch isSelected={draft.isEnabled} onChange={(isEnabled) => change({ isEnabled })}>
                {t('admin.menus.isEnabled')}
              </Switch>
              <Switch isSelected={draft.isNeedAuth} onChange={(isNeedAuth) => change({ isNeedAuth })}>
                {t('admin.menus.isNeedAuth')}
              </Switch>
              <Switch isSelected={draft.isJump} onChange={(isJump) => change({ isJump })}>
                {t('admin.menus.isJump')}
              </Switch>
            </div>
            <TextArea
              label={t('admin.menus.tipText')}
              description={t('admin.menus.tipTextNote')}
              rows={2}
              value={draft.menuTipText}
              onChange={(menuTipText) => change({ menuTipText })}
              {...error('menuTipText')}
            />
            <TextField label={t('admin.menus.cover')} description={t('admin.menus.coverNote')} placeholder="https://" {...text('menuCover')} />
            <fieldset className={css.plainFieldset}>
              <legend className={css.groupTitle}>{t('admin.menus.icons')}</legend>
              {menuIconFields.map((field) => (
                <IconPicker key={field} t={t} field={field} value={draft[field]} error={errors[field]} change={change} />
              ))}
            </fieldset>
            <fieldset className={css.plainFieldset}>
              <legend className={css.groupTitle}>{t('admin.menus.translations')}</legend>
              <p className={`${css.muted} ${css.wide}`}>{t('admin.menus.translationsNote')}</p>
              <TextField label={t('admin.menus.nameEn')} {...text('nameEn')} />
              <TextField label={t('admin.menus.tipEn')} {...text('tipEn')} />
              <TextField label={t('admin.menus.nameTw')} {...text('nameTw')} />
              <TextField label={t('admin.menus.tipTw')} {...text('tipTw')} />
            </fieldset>
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
