import {
  mjClasses,
  mjDeductionKey,
  mjModes,
  modelPricesByTab,
  PointsRulesDialog,
  pointsRulesCatalog,
  type MjDeductionConfig,
  type PointsRulesProps,
} from '@lingxi/flows/pointsRules';
import { useEffect, useState } from 'react';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { configString, siteStore, type SiteConfig } from '../../site/siteStore';
import { loadAllModels } from './economyCalls';

const catalogs = [pointsRulesCatalog];

/** The config's drawing prices (fast_/relax_/trubo_mjDeduction1..3); a missing one stays blank (未设置). */
const mjDeductions = (config: SiteConfig): MjDeductionConfig =>
  Object.fromEntries(
    mjModes.flatMap((mode) => mjClasses.map((operationClass) => mjDeductionKey(mode, operationClass))).map((key) => [key, configString(config, key)]),
  );

/** The points rules (SPEC §2.3.10, the menu's 我的积分). */
export default function PointsRulesDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const [prices, setPrices] = useState<PointsRulesProps['prices'] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // A failed load lists no models (the tabs say 暂无可用模型); the drawing tab needs only the config.
    void loadAllModels()
      .then(modelPricesByTab)
      .catch(() => ({}))
      .then((loaded) => isCurrent && setPrices(loaded));
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <PointsRulesDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      prices={prices ?? {}}
      isLoading={prices === null}
      mjConfig={mjDeductions(config)}
    />
  );
}
