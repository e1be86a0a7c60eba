import { Box, Button, Spinner, Stack } from '@lingxi/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n/messages';
import type { QrLoginMessageKey } from './messages';
import type { qrLoginMachine } from './qrLogin.machine';
import { qrLoginView } from './qrLogin.view';
import * as css from './QrLoginPanel.css';

export interface QrLoginPanelProps {
  actorRef: ActorRefFrom<typeof qrLoginMachine>;
  t: Translate<QrLoginMessageKey>;
}

/** The QR to scan with its refresh countdown, or a spinner, or the error with a retry button. */
export function QrLoginPanel({ actorRef, t }: QrLoginPanelProps) {
  const view = useSelector(actorRef, qrLoginView);
  return (
    <Stack gap="sm" alignItems="center">
      <div className={css.square}>
        {view.status === 'shown' ? <img className={css.image} src={view.qrUrl} alt={t('qrLogin.image')} /> : null}
        {view.status === 'loading' ? <Spinner label={t('qrLogin.loading')} size="lg" /> : null}
        {view.status === 'registering' || view.status === 'done' ? <Spinner label={t('qrLogin.registering')} size="lg" /> : null}
        {view.status === 'failed' ? (
          <>
            <Box as="p" role="alert" fontSize="sm" color="dangerText">
              {view.failure.text || t(view.failure.key)}
            </Box>
            <Button size="sm" onPress={() => actorRef.send({ type: 'qr.retry' })}>
              {t('qrLogin.retry')}
            </Button>
          </>
        ) : null}
      </div>
      <Box as="p" fontSize="sm" color="textMuted" textAlign="center">
        {t('qrLogin.hint')}
      </Box>
      {view.status === 'shown' ? (
        <Box as="p" role="timer" fontSize="sm" color="textMuted">
          {t('qrLogin.refreshIn', { seconds: view.seconds })}
        </Box>
      ) : null}
    </Stack>
  );
}
