/** SPEC §3 package (goods), as the package list returns it; price and originPrice in yuan. */
export interface VipPackage {
  id: number;
  name: string;
  price: number;
  originPrice: number;
  /** Points the package gives. */
  score: number;
  /** Features separated by '/'. */
  des: string;
  typeId: number;
  /** Membership days the package gives (0 for a points package, -1 lifetime). */
  days: number;
  /** Highlighted: the operator's pick, else the middle package of its type (the server decides). */
  recommended: boolean;
}

/** SPEC §3: type 2 = membership package, type 1 = points package; the tabs show them in this order (§2.3.9). */
export const packageTypes = [2, 1] as const;
export type PackageType = (typeof packageTypes)[number];

/** The tab of each type, named for keys and ids. */
export const packageTypeNames = { 2: 'membership', 1: 'points' } as const satisfies Record<PackageType, string>;
export type PackageTypeName = (typeof packageTypeNames)[PackageType];

export const isPackageType = (value: unknown): value is PackageType => (packageTypes as readonly unknown[]).includes(value);

/** SPEC §3 and §9: a package shows at most 6 feature lines. */
export const packageFeatureLimit = 6;

/** The feature lines of a package: des split on '/', blanks dropped, at most 6. */
export const packageFeatures = (des: string | null | undefined): string[] =>
  (des ?? '')
    .split('/')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, packageFeatureLimit);

/** SPEC §2.3.9 and §9: package cards rotate through a palette of 15 colours (packages/ui's 15 Card accents). */
export const packagePaletteSize = 15;

/**
 * The palette runs round the colour wheel in small steps, so neighbours in that order look alike (three
 * blues in a row). Cards step through it 4 at a time instead: 4 and 15 share no factor, so every colour
 * still comes once per 15 cards, and side-by-side cards differ in hue.
 */
const paletteStride = 4;

/** The palette entry of the card at `index` in its list: each of 0…14 once per 15 cards, then the same walk again. */
export const packageAccentIndex = (index: number) => (((index * paletteStride) % packagePaletteSize) + packagePaletteSize) % packagePaletteSize;

/** A yuan amount as shown: whole yuan without decimals, otherwise two decimals (19.9 → "19.90"). */
export const formatYuan = (yuan: number) => (Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2));

/** SPEC §3 type 2: a membership package (a points package is type 1). */
const membershipTypeId = 2;

/** A membership package's price per day of membership, two decimals ("0.33"); none for points or lifetime packages. */
export const perDayPrice = (item: Pick<VipPackage, 'price' | 'days' | 'typeId'>) =>
  item.typeId === membershipTypeId && item.days > 0 ? (item.price / item.days).toFixed(2) : null;

/** The original price is worth showing (struck through) only when it is above the price. */
export const hasDiscount = (item: Pick<VipPackage, 'price' | 'originPrice'>) => Number.isFinite(item.originPrice) && item.originPrice > item.price;
