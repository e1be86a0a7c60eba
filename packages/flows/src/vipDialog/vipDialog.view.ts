import type { MessageRef } from '../session/notify';
import {
  formatYuan,
  hasDiscount,
  packageAccentIndex,
  packageFeatures,
  packageTypeNames,
  perDayPrice,
  type PackageType,
  type PackageTypeName,
  type VipPackage,
} from './packages';
import { canPay, type VipDialogSnapshot } from './vipDialog.machine';
import type { VipDialogCatalogsKey } from './messages';

export const vipDialogStatuses = ['loading', 'ready', 'failed', 'paying', 'done'] as const;
export type VipDialogStatus = (typeof vipDialogStatuses)[number];

/** One package card as shown. */
export interface VipPackageCard {
  id: number;
  name: string;
  /** "19.90", "99": yuan, formatted. */
  price: string;
  /** The struck-through original price, when above the price. */
  originPrice: string | null;
  /** Membership packages: the price per day, "0.33". */
  perDay: string | null;
  score: number;
  days: number;
  /** At most 6 lines of des. */
  features: string[];
  /** 0…14: the Card accent of this card. */
  accentIndex: number;
  /** Highlighted as the recommended package. */
  recommended: boolean;
}

export interface VipDialogView {
  status: VipDialogStatus;
  packageType: PackageType;
  tab: PackageTypeName;
  packages: VipPackageCard[];
  /** False when the operator enabled no pay type: the buy buttons read 暂未开放购买 and are disabled. */
  canBuy: boolean;
  error: MessageRef<VipDialogCatalogsKey> | null;
  /** The package being paid for (status paying). */
  selected: VipPackage | null;
  /** Status done: the success text, shown while the dialog closes. */
  paidMessage: MessageRef<VipDialogCatalogsKey> | null;
}

export const vipPackageCard = (item: VipPackage, index: number): VipPackageCard => ({
  id: item.id,
  name: item.name,
  price: formatYuan(item.price),
  originPrice: hasDiscount(item) ? formatYuan(item.originPrice) : null,
  perDay: perDayPrice(item),
  score: item.score,
  days: item.days,
  features: packageFeatures(item.des),
  accentIndex: packageAccentIndex(index),
  recommended: item.recommended,
});

/** Snapshot → what the dialog shows. */
export function vipDialogView(snapshot: VipDialogSnapshot): VipDialogView {
  const { context } = snapshot;
  const base = {
    packageType: context.packageType,
    tab: packageTypeNames[context.packageType],
    packages: (context.packages[context.packageType] ?? []).map(vipPackageCard),
    canBuy: canPay(context),
    error: null,
    selected: null,
    paidMessage: null,
  };
  if (snapshot.status === 'done') return { ...base, status: 'done', selected: context.selected, paidMessage: context.paidMessage };
  if (snapshot.matches('paying')) return { ...base, status: 'paying', selected: context.selected };
  if (snapshot.matches({ browsing: 'failed' })) return { ...base, status: 'failed', error: context.error };
  if (snapshot.matches({ browsing: 'ready' })) return { ...base, status: 'ready' };
  return { ...base, status: 'loading', packages: [] };
}
