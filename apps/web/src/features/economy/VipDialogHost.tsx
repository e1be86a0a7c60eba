import { providePayment } from '@lingxi/flows/payment';
import { messageText } from '@lingxi/flows/session';
import { checkVipAccess, provideVipDialog, VipDialog, vipDialogCatalogs } from '@lingxi/flows/vipDialog';
import { useEffect, useState } from 'react';
import { flowTranslate, useFlowTranslate } from '../../i18n/flowTranslate';
import { reloadUser } from '../account/sessionControl';
import { detectClientType, readClientEnv } from '../../platform/clientType';
import { openDialog } from '../../dialogs/dialogRequests';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { siteStore } from '../../site/siteStore';
import { checkAuth, createOrder, loadPackages, payTypesFor, queryOrder } from './economyCalls';
import { invokeWechatPay } from './wechatPay';

const clientIsWechat = detectClientType(readClientEnv(window)) === 'wechat';

// Built once: each opening of the dialog starts a new actor (and payment) from it.
const machine = provideVipDialog({
  loadPackages,
  payment: providePayment({
    createOrder,
    queryOrder,
    invokeWechatPay,
    notify: (notice) => toasts.show(notice.tone, messageText(flowTranslate(vipDialogCatalogs), notice.message)),
    // A new tab keeps the dialog polling; the panel offers the link again if the pop-up was blocked.
    redirect: (url) => void window.open(url, '_blank', 'noopener'),
    onPaid: () => void reloadUser(),
  }),
});

/**
 * The VIP dialog (SPEC §2.3.9, §4): every VIP entry opens this kind, so the auth check of SPEC §6
 * runs here first; a visitor or a refused token gets the login dialog instead.
 */
export default function VipDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(vipDialogCatalogs);
  const config = siteStore.use((state) => state.config);
  const [isAllowed, setAllowed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void checkVipAccess({ hasToken: sessionStore.get().token !== null, checkAuth }).then((entry) => {
      if (!isCurrent) return;
      if (entry === 'vip') setAllowed(true);
      else openDialog('login');
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!isAllowed) return null;
  return (
    <VipDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      machine={machine}
      input={{ payTypes: payTypesFor(config, clientIsWechat), clientIsWechat }}
      t={t}
      // One dialog at a time: the card-code dialog takes this one's place.
      onRedeemCode={() => openDialog('redeem')}
    />
  );
}
