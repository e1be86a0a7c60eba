import { mjClasses, mjDeductionKey, mjModes, PointsRulesDialog, pointsRulesCatalog, type MjDeductionConfig } from '@lingxi/flows/pointsRules';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { configString, siteStore, type SiteConfig } from '../../site/siteStore';

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
  return (
    <PointsRulesDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      // The server has no model list call yet (GET /models/list): the model tabs say 暂无可用模型.
      prices={{}}
      mjConfig={mjDeductions(config)}
    />
  );
}
