import { Button, Tab, TabList, TabPanel, Tabs, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import * as noticeCss from '../../notice/NoticeDialog.css';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { NoticesMessageKey } from './messages';
import { type AdminNotice, type NoticeBody, type NoticeErrors, type NoticeLanguage, noticeChanged, noticeLanguages, noticeMachine } from './notice.machine';
import * as noticesCss from './notices.css';

type Key = NoticesMessageKey | AdminMessageKey;

export interface NoticeServices {
  /** GET /admin/notice. */
  load: () => Promise<AdminNotice>;
  /** POST /admin/notice/preview: the HTML as saving would store it. */
  preview: (html: string) => Promise<string>;
  /** POST /admin/notice: the stored notice. */
  save: (body: NoticeBody) => Promise<AdminNotice>;
}

export interface NoticeScreenProps {
  t: Translate<Key>;
  services: NoticeServices;
  notify: (notice: Notice<Key>) => void;
}

/**
 * The notice users get (SPEC §2.3.2): its title and HTML per language, with a live preview of the server's sanitised
 * HTML — the same sanitiser the save applies, so the preview is what users will see — and 保存公告.
 */
export function NoticeScreen({ t, services, notify }: NoticeScreenProps) {
  const [state, send] = useMachine(
    noticeMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        preview: fromPromise(({ input }) => services.preview(input)),
        save: fromPromise(({ input }) => services.save(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const previewId = useId();
  const { draft, language, errors, submitError, preview, previewError, loadError } = state.context;
  if (state.matches('failed'))
    return (
      <div className={css.screen}>
        <h1 className={css.screenTitle}>{t('admin.notices.title')}</h1>
        <div className={css.section} role="alert">
          <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'notice.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      </div>
    );
  if (state.matches('loading'))
    return (
      <div className={css.screen}>
        <h1 className={css.screenTitle}>{t('admin.notices.title')}</h1>
        <p className={css.muted}>{t('admin.loading')}</p>
      </div>
    );
  const saving = state.matches('saving');
  const updating = state.matches({ editing: 'waiting' }) || state.matches({ editing: 'previewing' });
  const error = (language: NoticeLanguage, field: 'noticeTitle' | 'noticeInfo') => {
    const key = errors[`${language}.${field}` as keyof NoticeErrors];
    return fieldError(t, key ? { key } : null);
  };
  const fallback = language !== 'zh-CN' && draft[language].noticeInfo.trim() === '';
  const title = draft[language].noticeTitle.trim() || draft['zh-CN'].noticeTitle;
  return (
    <form
      noValidate
      className={css.screen}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <h1 className={css.screenTitle}>{t('admin.notices.title')}</h1>
      <p className={css.note}>{t('admin.notices.note')}</p>
      <div className={noticesCss.columns}>
        <section className={css.section}>
          <Tabs selectedKey={language} onSelectionChange={(key) => send({ type: 'form.language', language: key as NoticeLanguage })}>
            <TabList aria-label={t('admin.notices.languages')}>
              {noticeLanguages.map((code) => (
                <Tab key={code} id={code}>
                  {t(`admin.notices.language.${code}`)}
                </Tab>
              ))}
            </TabList>
            {noticeLanguages.map((code) => (
              <TabPanel key={code} id={code}>
                <div className={css.form}>
                  {code === 'zh-CN' ? null : <p className={css.note}>{t('admin.notices.translationNote')}</p>}
                  <TextField
                    label={t('admin.notices.noticeTitle')}
                    value={draft[code].noticeTitle}
                    onChange={(noticeTitle) => send({ type: 'form.change', language: code, values: { noticeTitle } })}
                    {...error(code, 'noticeTitle')}
                  />
                  <TextArea
                    label={t('admin.notices.noticeInfo')}
                    description={t('admin.notices.infoNote')}
                    rows={14}
                    spellCheck="false"
                    value={draft[code].noticeInfo}
                    onChange={(noticeInfo) => send({ type: 'form.change', language: code, values: { noticeInfo } })}
                    {...error(code, 'noticeInfo')}
                  />
                </div>
              </TabPanel>
            ))}
          </Tabs>
        </section>
        <section className={css.section} aria-labelledby={previewId} aria-busy={updating}>
          <div className={noticesCss.previewHeader}>
            <h2 id={previewId} className={css.sectionTitle}>
              {t('admin.notices.preview')}
            </h2>
            <span className={css.muted} role="status">
              {updating ? t('admin.notices.previewing') : fallback ? t('admin.notices.fallbackPreview') : ''}
            </span>
          </div>
          {previewError ? (
            <p className={css.formError} role="alert">
              {t('admin.notices.previewFailed', { message: messageText(t, previewError) })}
            </p>
          ) : null}
          <div className={noticesCss.previewFrame}>
            {title.trim() ? <h3 className={noticesCss.previewTitle}>{title}</h3> : null}
            {preview.trim() ? (
              // The server's sanitised HTML (POST /admin/notice/preview, or the stored notice); the CSP forbids inline script besides.
              <div className={noticeCss.body} dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <p className={css.muted}>{t('admin.notices.previewEmpty')}</p>
            )}
          </div>
        </section>
      </div>
      {submitError ? (
        <p className={css.formError} role="alert">
          {messageText(t, submitError)}
        </p>
      ) : null}
      <div className={noticesCss.saveRow}>
        {noticeChanged(state.context) ? <span className={css.muted}>{t('admin.notices.unsaved')}</span> : null}
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.notices.saving')}>
          {t('admin.notices.save')}
        </Button>
      </div>
    </form>
  );
}
