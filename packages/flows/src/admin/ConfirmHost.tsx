import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { ChangeLine, ConfirmRequest } from './adminConfirm.machine';
import { ConfirmChangeDialog, type ConfirmServices } from './ConfirmChangeDialog';
import type { AdminMessageKey } from './messages';
import { ConfirmCancelled } from './siteSettings.machine';

/** Sends a dangerous request through the two-step confirmation: resolves with its answer, rejects ConfirmCancelled when closed. */
export type Confirmed = (request: ConfirmRequest, changes: readonly ChangeLine[]) => Promise<unknown>;

const ConfirmContext = createContext<Confirmed>(() => Promise.reject(new Error('no ConfirmHost')));

/** The confirmation a screen asks for (`useConfirmed()(request, changes)`). */
export const useConfirmed = () => useContext(ConfirmContext);

interface Pending {
  request: ConfirmRequest;
  changes: readonly ChangeLine[];
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Holds the one open confirmation of the back office and renders its dialog. */
export function ConfirmHost({ t, services, children }: { t: Translate<AdminMessageKey>; services: ConfirmServices; children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmed = useCallback<Confirmed>((request, changes) => new Promise((resolve, reject) => setPending({ request, changes, resolve, reject })), []);
  const done = useCallback(
    (result: unknown) => {
      pending?.resolve(result);
      setPending(null);
    },
    [pending],
  );
  const cancel = useCallback(() => {
    pending?.reject(new ConfirmCancelled());
    setPending(null);
  }, [pending]);
  return (
    <ConfirmContext.Provider value={confirmed}>
      {children}
      {pending ? (
        <ConfirmChangeDialog t={t} input={{ request: pending.request, changes: pending.changes }} services={services} onDone={done} onCancel={cancel} />
      ) : null}
    </ConfirmContext.Provider>
  );
}
