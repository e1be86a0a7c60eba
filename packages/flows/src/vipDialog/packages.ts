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
  /** Membership days the package gives (0 for a points package). */
  days: number;
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

/** The palette entry of the card at `index` in its list: 0…14, then 0 again. */
export const packageAccentIndex = (index: number) => ((index % packagePaletteSize) + packagePaletteSize) % packagePaletteSize;

/** A yuan amount as shown: whole yuan without decimals, otherwise two decimals (19.9 → "19.90"). */
export const formatYuan = (yuan: number) => (Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2));

/** The original price is worth showing (struck through) only when it is above the price. */
export const hasDiscount = (item: Pick<VipPackage, 'price' | 'originPrice'>) => Number.isFinite(item.originPrice) && item.originPrice > item.price;
