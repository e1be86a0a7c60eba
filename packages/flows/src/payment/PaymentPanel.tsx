import { Button, Countdown, Link, QrCode, Radio, RadioGroup, Spinner } from '@lingxi/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n';
import type { PaymentMessageKey } from './messages';
import { messageText } from '../session/notify';
import { isPayType, type PayType, type paymentMachine } from './payment.machine';
import { formatRemaining, paymentView, type PaymentView } from './payment.view';
import * as css from './PaymentPanel.css';

export interface PaymentPanelProps {
  actorRef: ActorRefFrom<typeof paymentMachine>;
  t: Translate<PaymentMessageKey>;
  /** What is being paid for, as shown above the QR. */
  summary?: { name: string; price: string };
  /** 返回套餐: leave the payment (the order and its polling are dropped). */
  onBack?: () => void;
}

/** Screen readers hear the remaining time once a minute is left, and at the end. */
const announceAt = [60, 0] as const;

/**
 * SPEC §4 "Payment": the pay method, then the order's QR (or the provider's page, or the in-app
 * pay) with the 5-minute countdown; paid, timed out and failed states with their actions.
 */
export function PaymentPanel({ actorRef, t, summary, onBack }: PaymentPanelProps) {
  const view = useSelector(actorRef, paymentView, shallowEqual);
  const headingId = useId();
  const methodLabel = (payType: PayType) => t(`payment.method.${payType}`);

  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {t('payment.title')}
      </h3>
      {summary ? (
        <div className={css.summary}>
          <p className={css.packageName}>{summary.name}</p>
          <p className={css.amount}>
            {t('payment.amount')}
            <span className={css.price}>{t('payment.price', { price: summary.price })}</span>
          </p>
        </div>
      ) : null}
      {view.payTypes.length > 0 ? (
        <RadioGroup
          label={t('payment.method')}
          orientation="horizontal"
          value={view.payType}
          isDisabled={!view.canChangeMethod}
          onChange={(value) => {
            if (isPayType(value)) actorRef.send({ type: 'payment.method.select', payType: value });
          }}
        >
          {view.payTypes.map((payType) => (
            <Radio key={payType} value={payType}>
              {methodLabel(payType)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <div className={css.stage}>
        <PaymentStage view={view} t={t} send={actorRef.send} />
      </div>
      {onBack && view.status !== 'paid' ? (
        <div className={css.actions}>
          <Button variant="secondary" onPress={onBack}>
            {t('payment.back')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PaymentStage({ view, t, send }: { view: PaymentView; t: Translate<PaymentMessageKey>; send: ActorRefFrom<typeof paymentMachine>['send'] }) {
  const countdown = <RemainingTime seconds={view.remaining} t={t} />;
  switch (view.status) {
    case 'creating':
      return <QrCode value="" label={t('payment.qrLabel')} size={css.qrSize} status="loading" loadingLabel={t('payment.creating')} />;
    case 'qr':
      return (
        <>
          <QrCode value={view.qrValue ?? ''} label={t('payment.qrLabel')} size={css.qrSize} />
          <p className={css.hint}>{t(`payment.scanHint.${view.payType ?? 'wxpay'}`)}</p>
          {countdown}
        </>
      );
    case 'redirect':
      return (
        <>
          <p className={css.message}>{t('payment.redirected')}</p>
          {view.redirectUrl ? (
            <Link href={view.redirectUrl} variant="standalone" isExternal newTabHint={t('payment.newTab')}>
              {t('payment.openPage')}
            </Link>
          ) : null}
          {countdown}
        </>
      );
    case 'inAppPaying':
      return (
        <>
          <Spinner size="lg" label={t('payment.inAppPaying')} showLabel />
          {countdown}
        </>
      );
    case 'inAppUnpaid':
      return (
        <>
          <p className={css.message}>{t('payment.inAppUnpaid')}</p>
          <Button onPress={() => send({ type: 'payment.payAgain' })}>{t('payment.payAgain')}</Button>
          {countdown}
        </>
      );
    case 'paid':
      return (
        <div role="status">
          <p className={css.success}>{view.message ? messageText(t, view.message) : t('payment.success')}</p>
          <p className={css.hint}>{t('payment.closing')}</p>
        </div>
      );
    case 'timedOut':
    case 'failed':
      return (
        <>
          <p className={css.error} role="alert">
            {view.message ? messageText(t, view.message) : t('payment.error.createFailed')}
          </p>
          {view.payType ? <Button onPress={() => send({ type: 'payment.reorder' })}>{t('payment.reorder')}</Button> : null}
        </>
      );
  }
}

function RemainingTime({ seconds, t }: { seconds: number; t: Translate<PaymentMessageKey> }) {
  // The machine is the clock (its `tick` delay); the component only shows and announces it.
  return (
    <span className={css.timer}>
      <Countdown seconds={seconds} isPaused format={(left) => t('payment.remaining', { time: formatRemaining(left) })} announceAt={announceAt} />
    </span>
  );
}
