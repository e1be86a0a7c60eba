import { parseDate } from '@internationalized/date';
import { Button, Calendar, Dialog, Modal, Spinner, type ModalProps } from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import type { CheckInMessageKey } from './messages';
import { messageText, type Notice } from '../session/notify';
import { checkInMachine, type SignInLogEntry } from './checkIn.machine';
import { checkInView } from './checkIn.view';
import * as css from './CheckInDialog.css';

/** The server calls of the dialog (SPEC §7 "Auth and user"). */
export interface CheckInServices {
  /** GET /signin/signinLog. */
  loadLog: () => Promise<SignInLogEntry[]>;
  /** POST /signin/sign: the points awarded. A refusal rejects with the server's text. */
  sign: () => Promise<number>;
}

interface CheckInContentProps {
  t: Translate<CheckInMessageKey>;
  services: CheckInServices;
  /** Today, YYYY-MM-DD in Asia/Shanghai (the app computes it). Later days are disabled. */
  today: string;
  /** userInfo.consecutiveDays, shown in the title. */
  consecutiveDays: number;
  notify: (notice: Notice) => void;
  /** Signed: reload the user info (session.reload). */
  onSigned: () => void;
}

export interface CheckInDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange' | 'size'>, CheckInContentProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** SPEC §2.3.3: the check-in dialog (max width 650), a month calendar of signed days and the sign button. */
export function CheckInDialog({
  t,
  services,
  today,
  consecutiveDays,
  notify,
  onSigned,
  isOpen,
  onOpenChange,
  isDismissable = true,
  ...modalProps
}: CheckInDialogProps) {
  return (
    <Modal size="md" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('checkIn.titleWithDays', { days: consecutiveDays })} closeLabel={t('checkIn.close')}>
        <CheckInContent t={t} services={services} today={today} consecutiveDays={consecutiveDays} notify={notify} onSigned={onSigned} />
      </Dialog>
    </Modal>
  );
}

/** Mounted only while the dialog is open: every opening loads the log afresh. */
function CheckInContent({ t, services, today, notify, onSigned }: CheckInContentProps) {
  const actorRef = useActorRef(
    checkInMachine.provide({
      actors: { loadLog: fromPromise(() => services.loadLog()), sign: fromPromise(() => services.sign()) },
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onSigned() },
    }),
    { input: { today } },
  );
  const view = useSelector(actorRef, checkInView, shallowEqual);
  const todayDate = useMemo(() => parseDate(view.today), [view.today]);
  const markedDates = useMemo(() => view.signedDates.map((day) => parseDate(day)), [view.signedDates]);

  if (view.status === 'loading') {
    return (
      <div className={css.stage}>
        <div className={css.centre}>
          <Spinner size="lg" label={t('checkIn.loading')} showLabel />
        </div>
      </div>
    );
  }
  if (view.status === 'loadFailed') {
    return (
      <div className={css.stage}>
        <div className={css.centre}>
          <p className={css.error} role="alert">
            {view.loadError ? messageText(t, view.loadError) : t('checkIn.loadFailed')}
          </p>
          <Button variant="secondary" onPress={() => actorRef.send({ type: 'checkIn.retry' })}>
            {t('checkIn.reload')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={css.stage}>
      <div className={css.calendar}>
        <Calendar
          aria-label={t('checkIn.calendar')}
          isReadOnly
          today={todayDate}
          markedDates={markedDates}
          markedLabel={t('checkIn.signed')}
          previousLabel={t('checkIn.previousMonth')}
          nextLabel={t('checkIn.nextMonth')}
        />
      </div>
      <div className={css.actions}>
        {view.isSignedToday ? (
          <p className={css.signed} role="status">
            {t('checkIn.signedToday')}
          </p>
        ) : (
          <Button isPending={view.isSigning} pendingLabel={t('checkIn.signing')} onPress={() => actorRef.send({ type: 'checkIn.sign' })}>
            {t('checkIn.sign')}
          </Button>
        )}
        {view.signError && !view.isSignedToday ? (
          <p className={css.error} role="alert">
            {t('checkIn.failed')}
            {messageText(t, view.signError)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
