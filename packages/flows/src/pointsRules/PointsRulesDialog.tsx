import { Dialog, Modal, Tab, TabList, TabPanel, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, Tabs, type ModalProps } from '@lingxi/ui';
import type { Translate } from '../i18n';
import type { PointsRulesMessageKey } from './messages';
import {
  deductText,
  modelClassText,
  mjClasses,
  mjDeductionText,
  mjModes,
  pointsRulesTabs,
  vipText,
  type MjDeductionConfig,
  type ModelPriceRow,
  type ModelPriceTab,
  type PointsRulesTab,
  type PriceText,
} from './pointsRules.view';
import * as css from './PointsRulesDialog.css';

export interface PointsRulesProps {
  t: Translate<PointsRulesMessageKey>;
  /** The models of each tab with their prices (the model list per modelType). A missing tab lists none. */
  prices: Partial<Record<ModelPriceTab, readonly ModelPriceRow[]>>;
  /** The global config's drawing deductions (fast_/relax_/trubo_mjDeduction1..3). */
  mjConfig: MjDeductionConfig;
  defaultTab?: PointsRulesTab;
  /** The model list is still on its way: the model tabs show a loading row instead of 暂无可用模型. */
  isLoading?: boolean;
}

export interface PointsRulesDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>, PointsRulesProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const say = (t: Translate<PointsRulesMessageKey>, text: PriceText) => t(text.key, text.values);

/** SPEC §2.3.10: what each feature costs, per tab; MJ drawing by mode and operation class. */
export function PointsRulesDialog({
  t,
  prices,
  mjConfig,
  defaultTab,
  isLoading,
  isOpen,
  onOpenChange,
  isDismissable = true,
  ...modalProps
}: PointsRulesDialogProps) {
  return (
    <Modal size="lg" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('pointsRules.title')} description={t('pointsRules.description')} closeLabel={t('pointsRules.close')}>
        <PointsRules t={t} prices={prices} mjConfig={mjConfig} defaultTab={defaultTab} isLoading={isLoading} />
      </Dialog>
    </Modal>
  );
}

/** The tabs and tables, without the dialog (also usable on a page). */
export function PointsRules({ t, prices, mjConfig, defaultTab = 'chat', isLoading = false }: PointsRulesProps) {
  return (
    <Tabs defaultSelectedKey={defaultTab}>
      <TabList aria-label={t('pointsRules.tabs')}>
        {pointsRulesTabs.map((tab) => (
          <Tab key={tab} id={tab}>
            {t(`pointsRules.tab.${tab}`)}
          </Tab>
        ))}
      </TabList>
      {pointsRulesTabs.map((tab) => (
        <TabPanel key={tab} id={tab}>
          <div className={css.panel}>
            {tab === 'mj' ? <MjPrices t={t} config={mjConfig} /> : <ModelPrices t={t} tab={tab} rows={prices[tab] ?? []} isLoading={isLoading} />}
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}

function ModelPrices({
  t,
  tab,
  rows,
  isLoading,
}: {
  t: Translate<PointsRulesMessageKey>;
  tab: ModelPriceTab;
  rows: readonly ModelPriceRow[];
  isLoading: boolean;
}) {
  return (
    <Table aria-label={t(`pointsRules.tab.${tab}`)}>
      <TableHeader>
        <TableColumn id="name" isRowHeader>
          {t('pointsRules.model')}
        </TableColumn>
        <TableColumn id="deduct">{t('pointsRules.deduct')}</TableColumn>
        <TableColumn id="vip">{t('pointsRules.vip')}</TableColumn>
      </TableHeader>
      <TableBody
        items={rows.map((row, index) => ({ ...row, id: `${index}-${row.name}` }))}
        dependencies={[t]}
        emptyText={t('pointsRules.empty')}
        isLoading={isLoading}
        loadingLabel={t('pointsRules.loading')}
      >
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>
              <span className={css.modelName}>{row.name}</span>
              <span className={css.modelClass}>{say(t, modelClassText(row.advanced))}</span>
            </TableCell>
            <TableCell noWrap>{say(t, deductText(row.deduct))}</TableCell>
            <TableCell>{say(t, vipText(row.vipFreeNum))}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

function MjPrices({ t, config }: { t: Translate<PointsRulesMessageKey>; config: MjDeductionConfig }) {
  return (
    <>
      <Table aria-label={t('pointsRules.mjTable')}>
        <TableHeader>
          <TableColumn id="mode" isRowHeader>
            {t('pointsRules.mode')}
          </TableColumn>
          <TableColumn id="class1">{t('pointsRules.class1')}</TableColumn>
          <TableColumn id="class2">{t('pointsRules.class2')}</TableColumn>
          <TableColumn id="class3">{t('pointsRules.class3')}</TableColumn>
        </TableHeader>
        <TableBody items={mjModes.map((mode) => ({ id: mode }))} dependencies={[t, config]}>
          {({ id: mode }) => (
            <TableRow id={mode}>
              <TableCell noWrap>{t(`pointsRules.mode.${mode}`)}</TableCell>
              {mjClasses.map((operationClass) => (
                <TableCell key={operationClass} noWrap>
                  {say(t, mjDeductionText(config, mode, operationClass))}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
      <dl className={css.classes}>
        {mjClasses.map((operationClass) => (
          <div key={operationClass} style={{ display: 'contents' }}>
            <dt className={css.classTerm}>{t(`pointsRules.class${operationClass}`)}</dt>
            <dd className={css.classDescription}>{t(`pointsRules.class${operationClass}Ops`)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
