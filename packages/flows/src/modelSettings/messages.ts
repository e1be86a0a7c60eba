import type { CatalogKey, FlowCatalog } from '../i18n';
import { modelPickerCatalog } from '../modelPicker/messages';

const zhCN = {
  'modelSettings.trigger': '模型设置',
  'modelSettings.title': '模型设置',
  'modelSettings.close': '关闭',
  'modelSettings.models': '选择模型',
  'modelSettings.loading': '模型加载中',
  'modelSettings.loadFailed': '模型列表加载失败',
  'modelSettings.retry': '重试',
  'modelSettings.empty': '暂无可用模型',
  'modelSettings.advanced': '高级配置',
  'modelSettings.topN': '随机性（topN）',
  'modelSettings.topNHint': '数值越大，回答越多样、越有创意；数值越小，回答越稳定、越严谨',
  'modelSettings.tokens': '回复 tokens 上限',
  'modelSettings.tokensHint': '单次回答最多生成的 tokens 数，回答较长时可以调高',
  'modelSettings.rounds': '上下文轮数',
  'modelSettings.roundsHint': '每次提问附带的历史对话轮数，0 表示不附带历史对话',
  'modelSettings.cancel': '取消',
  'modelSettings.save': '保存',
  'modelSettings.saving': '保存中',
  'modelSettings.success': '修改当前对话组自定义模型配置成功！',
} as const;

export type ModelSettingsMessageKey = keyof typeof zhCN;

/** SPEC §2.3.5 / §5 / §8: the model dialog with its 高级配置 sliders. */
export const modelSettingsCatalog: FlowCatalog<ModelSettingsMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'modelSettings.trigger': 'Model settings',
    'modelSettings.title': 'Model settings',
    'modelSettings.close': 'Close',
    'modelSettings.models': 'Choose a model',
    'modelSettings.loading': 'Loading models',
    'modelSettings.loadFailed': 'The models could not be loaded',
    'modelSettings.retry': 'Try again',
    'modelSettings.empty': 'No models available',
    'modelSettings.advanced': 'Advanced settings',
    'modelSettings.topN': 'Randomness (topN)',
    'modelSettings.topNHint': 'Higher values give more varied, creative answers; lower values more stable, precise ones',
    'modelSettings.tokens': 'Reply token limit',
    'modelSettings.tokensHint': 'The most tokens one answer may use; raise it for long answers',
    'modelSettings.rounds': 'Context rounds',
    'modelSettings.roundsHint': 'Earlier exchanges sent with each question; 0 sends none',
    'modelSettings.cancel': 'Cancel',
    'modelSettings.save': 'Save',
    'modelSettings.saving': 'Saving',
    'modelSettings.success': 'The model settings of this conversation were saved!',
  },
  'zh-TW': {
    'modelSettings.trigger': '模型設定',
    'modelSettings.title': '模型設定',
    'modelSettings.close': '關閉',
    'modelSettings.models': '選擇模型',
    'modelSettings.loading': '模型載入中',
    'modelSettings.loadFailed': '模型列表載入失敗',
    'modelSettings.retry': '重試',
    'modelSettings.empty': '暫無可用模型',
    'modelSettings.advanced': '高級配置',
    'modelSettings.topN': '隨機性（topN）',
    'modelSettings.topNHint': '數值越大，回答越多樣、越有創意；數值越小，回答越穩定、越嚴謹',
    'modelSettings.tokens': '回覆 tokens 上限',
    'modelSettings.tokensHint': '單次回答最多產生的 tokens 數，回答較長時可以調高',
    'modelSettings.rounds': '上下文輪數',
    'modelSettings.roundsHint': '每次提問附帶的歷史對話輪數，0 表示不附帶歷史對話',
    'modelSettings.cancel': '取消',
    'modelSettings.save': '儲存',
    'modelSettings.saving': '儲存中',
    'modelSettings.success': '修改當前對話組自訂模型配置成功！',
  },
};

/** Every catalog the dialog shows: its own and the picker's (model cost texts). */
export const modelSettingsCatalogs = [modelSettingsCatalog, modelPickerCatalog] as const;
/** The keys the dialog may show (its own and the picker's). */
export type ModelSettingsCatalogsKey = CatalogKey<(typeof modelSettingsCatalogs)[number]>;
