import type { PackageType, VipPackage } from './packages';

/** Story-only package lists (SPEC §3 goods), as the package list call returns them (the server marks the middle one recommended). */
export const storyPackages: Record<PackageType, VipPackage[]> = {
  2: [
    { id: 1, name: '体验会员', price: 9.9, originPrice: 9.9, score: 100, des: '7天会员有效期/高级模型每日20次', typeId: 2, days: 7, recommended: false },
    {
      id: 2,
      name: '月度会员',
      price: 29.9,
      originPrice: 49,
      score: 500,
      des: '30天会员有效期/高级模型每日50次/绘画加速/专属客服',
      typeId: 2,
      days: 30,
      recommended: false,
    },
    {
      id: 3,
      name: '季度会员',
      price: 79,
      originPrice: 147,
      score: 1800,
      des: '90天会员有效期/高级模型每日80次/绘画加速/专属客服/新功能抢先体验',
      typeId: 2,
      days: 90,
      recommended: true,
    },
    {
      id: 4,
      name: '年度会员',
      price: 268,
      originPrice: 588,
      score: 8000,
      // Seven features: the card shows the first six (SPEC §9).
      des: '365天会员有效期/高级模型每日100次/绘画加速/专属客服/新功能抢先体验/优先排队/第七条不显示',
      typeId: 2,
      days: 365,
      recommended: false,
    },
  ],
  1: [
    { id: 11, name: '1000 积分', price: 10, originPrice: 10, score: 1000, des: '可用于所有模型/永久有效', typeId: 1, days: 0, recommended: false },
    { id: 12, name: '5000 积分', price: 45, originPrice: 50, score: 5000, des: '可用于所有模型/永久有效/赠送绘画加速', typeId: 1, days: 0, recommended: true },
    {
      id: 13,
      name: '20000 积分',
      price: 168,
      originPrice: 200,
      score: 20000,
      des: '可用于所有模型/永久有效/赠送绘画加速/专属客服',
      typeId: 1,
      days: 0,
      recommended: false,
    },
  ],
};

/** 16 packages: the 15-colour palette, then the first colour again. */
export const storyPalettePackages: VipPackage[] = Array.from({ length: 16 }, (_, index) => ({
  id: 100 + index,
  name: `套餐 ${index + 1}`,
  price: 10 + index,
  originPrice: 20 + index,
  score: 100 * (index + 1),
  des: '高级模型/绘画加速',
  typeId: 2,
  days: 30,
  recommended: index === 8,
}));
