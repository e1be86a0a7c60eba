import {
  Badge,
  Button,
  Card,
  cardAccents,
  Dialog,
  EmptyState,
  Modal,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type CardAccent,
  type ModalProps,
} from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Translate } from '../i18n';
import type { VipDialogCatalogsKey } from './messages';
import { PaymentPanel } from '../payment/PaymentPanel';
import { messageText } from '../session/notify';
import { formatYuan, packageTypeNames, packageTypes, type PackageType, type PackageTypeName, type packagePaletteSize } from './packages';
import type { VipDialogInput, vipDialogMachine } from './vipDialog.machine';
import { vipDialogView, type VipDialogView, type VipPackageCard } from './vipDialog.view';
import * as css from './VipDialog.css';

// SPEC §9's palette of 15 colours is packages/ui's 15 Card accents: this fails to compile if they part.
const paletteMatchesCardAccents: (typeof cardAccents)['length'] extends typeof packagePaletteSize ? true : never = true;
void paletteMatchesCardAccents;

export interface VipDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange' | 'size'> {
  /** `provideVipDialog(...)`: the machine with the app's calls and reactions (or a story's fakes). */
  machine: typeof vipDialogMachine;
  input: VipDialogInput;
  t: Translate<VipDialogCatalogsKey>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 卡密兑换: opens the card-code dialog (card codes work whether or not a pay method is enabled). */
  onRedeemCode?: () => void;
}

/**
 * The VIP dialog of SPEC §2.3.9 (at most 1280 px): tabs 会员套餐 and 积分套餐 with their package
 * cards; 立即购买 shows the payment panel. The machine lives exactly while the dialog is open, so
 * closing it stops the order polling and the countdown (SPEC §4).
 */
export function VipDialog({ machine, input, t, isOpen, onOpenChange, onRedeemCode, isDismissable = true, ...modalProps }: VipDialogProps) {
  return (
    <Modal size="xl" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <VipDialogContent machine={machine} input={input} t={t} onRedeemCode={onRedeemCode} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

const tabType = (key: unknown): PackageType | undefined => packageTypes.find((type) => packageTypeNames[type] === key);

function VipDialogContent({
  machine,
  input,
  t,
  onRedeemCode,
  onClose,
}: Pick<VipDialogProps, 'machine' | 'input' | 't' | 'onRedeemCode'> & { onClose: () => void }) {
  const actorRef = useActorRef(machine.provide({ actions: { close: () => onClose() } }), { input });
  const view = useSelector(actorRef, vipDialogView, shallowEqual);
  const payment = useSelector(actorRef, (snapshot) => snapshot.children.payment);

  return (
    <Dialog title={t('vip.title')} closeLabel={t('vip.close')}>
      {view.status === 'done' ? (
        // The payment child has finished; its success text stays while the modal animates out.
        <p className={css.paid} role="status">
          {view.paidMessage ? messageText(t, view.paidMessage) : null}
        </p>
      ) : view.status === 'paying' && payment ? (
        <PaymentPanel
          actorRef={payment}
          t={t}
          summary={view.selected ? { name: view.selected.name, price: formatYuan(view.selected.price) } : undefined}
          onBack={() => actorRef.send({ type: 'vip.payment.back' })}
        />
      ) : (
        <>
          <Tabs
            selectedKey={view.tab}
            onSelectionChange={(key) => {
              const packageType = tabType(key);
              if (packageType) actorRef.send({ type: 'vip.tab.select', packageType });
            }}
          >
            <TabList aria-label={t('vip.tabs')}>
              {packageTypes.map((type) => (
                <Tab key={type} id={packageTypeNames[type]}>
                  {t(`vip.tab.${packageTypeNames[type]}`)}
                </Tab>
              ))}
            </TabList>
            {packageTypes.map((type) => (
              <TabPanel key={type} id={packageTypeNames[type]}>
                {view.packageType === type ? (
                  <PackageList
                    view={view}
                    t={t}
                    onBuy={(goodsId) => actorRef.send({ type: 'vip.buy', goodsId })}
                    onRetry={() => actorRef.send({ type: 'vip.retry' })}
                  />
                ) : null}
              </TabPanel>
            ))}
          </Tabs>
          {onRedeemCode ? (
            <p className={css.redeem}>
              <span>{t('vip.redeemHint')}</span>
              <Button variant="quiet" size="sm" onPress={onRedeemCode}>
                {t('vip.redeem')}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

interface PackageListProps {
  view: VipDialogView;
  t: Translate<VipDialogCatalogsKey>;
  onBuy: (goodsId: number) => void;
  onRetry: () => void;
}

function PackageList({ view, t, onBuy, onRetry }: PackageListProps) {
  if (view.status === 'loading')
    return (
      <div className={css.stage}>
        <Spinner size="lg" label={t('vip.loading')} showLabel />
      </div>
    );
  if (view.status === 'failed')
    return (
      <div className={css.stage}>
        <p className={css.error} role="alert">
          {view.error ? messageText(t, view.error) : t('vip.loadFailed')}
        </p>
        <Button variant="secondary" onPress={onRetry}>
          {t('vip.retry')}
        </Button>
      </div>
    );
  if (view.packages.length === 0)
    return (
      <div className={css.stage}>
        <EmptyState title={t('vip.empty')} headingLevel={3} />
      </div>
    );
  return (
    <ul className={css.grid}>
      {view.packages.map((card) => (
        <li key={card.id} className={css.gridItem} data-recommended={card.recommended || undefined}>
          <PackageCard card={card} tab={view.tab} canBuy={view.canBuy} t={t} onBuy={onBuy} />
        </li>
      ))}
    </ul>
  );
}

function PackageCard({
  card,
  tab,
  canBuy,
  t,
  onBuy,
}: {
  card: VipPackageCard;
  tab: PackageTypeName;
  canBuy: boolean;
  t: Translate<VipDialogCatalogsKey>;
  onBuy: (goodsId: number) => void;
}) {
  const accent: CardAccent = cardAccents[card.accentIndex] ?? 0;
  const unavailableId = useId();
  const meta = [card.days > 0 ? t('vip.days', { days: card.days }) : null, card.score > 0 ? t(`vip.score.${tab}`, { score: card.score }) : null].filter(
    Boolean,
  );
  return (
    <Card
      title={
        <span className={css.title}>
          <span>{card.name}</span>
          {/* Keeps the name and the badge apart in the heading's accessible name. */}{' '}
          {card.recommended ? (
            <Badge tone="vip" size="sm">
              {t('vip.recommended')}
            </Badge>
          ) : null}
        </span>
      }
      headingLevel={3}
      variant="outlined"
      accent={accent}
      footer={
        canBuy ? (
          <Button
            isFullWidth
            variant={card.recommended ? 'primary' : 'secondary'}
            onPress={() => onBuy(card.id)}
            aria-label={t('vip.buyPackage', { name: card.name })}
          >
            {t('vip.buy')}
          </Button>
        ) : (
          // No pay method: say so before the click; card codes (卡密兑换) still work.
          <>
            <Button isFullWidth variant="secondary" isDisabled aria-label={t('vip.unavailablePackage', { name: card.name })} aria-describedby={unavailableId}>
              {t('vip.unavailable')}
            </Button>
            <p id={unavailableId} className={css.unavailable}>
              {t('payment.error.disabled')}
            </p>
          </>
        )
      }
    >
      <p className={css.priceLine}>
        <span className={css.price}>{t('vip.price', { price: card.price })}</span>
        {card.originPrice ? <s className={css.originPrice}>{t('vip.originPrice', { price: card.originPrice })}</s> : null}
        {card.perDay ? <span className={css.perDay}>{t('vip.perDay', { price: card.perDay })}</span> : null}
      </p>
      {meta.length > 0 ? <p className={css.meta}>{meta.join(' · ')}</p> : null}
      {card.features.length > 0 ? (
        <ul className={css.features} aria-label={t('vip.features')}>
          {card.features.map((feature, index) => (
            <li key={index} className={css.feature}>
              <span aria-hidden="true" className={css.check}>
                ✓
              </span>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
