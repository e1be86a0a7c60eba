import type { Localized } from '../../domain/errors.js';

/** What the prompt library's back-office calls say (docs/apps.md "The prompt library"). */
export const promptMessages = {
  unknownCategory: { zh: '该分类不存在！', en: 'This category does not exist!' },
  categoryInUse: { zh: '该分类下存在提示词，不可删除！', en: 'This category holds prompts and cannot be deleted!' },
  categoryNameRequired: { zh: '分类名称不能为空', en: 'The category needs a name' },
  categoryNameLength: { zh: '分类名称最多20个字符', en: 'A category name is 20 characters at most' },
  categoryTypeInvalid: {
    zh: '分类类型为1-30位字母、数字、下划线或连字符',
    en: 'A category type is 1–30 letters, digits, underscores or hyphens',
  },
  unknownPrompt: { zh: '该提示词不存在', en: 'This prompt does not exist' },
  titleRequired: { zh: '请输入提示词标题', en: 'Enter the prompt’s title' },
  titleLength: { zh: '提示词标题最多50个字符', en: 'A title is 50 characters at most' },
  descLength: { zh: '提示词描述最多200个字符', en: 'A description is 200 characters at most' },
  promptRequired: { zh: '请输入提示词内容', en: 'Enter the prompt' },
  promptLength: { zh: '提示词内容最多4000个字符', en: 'A prompt is 4,000 characters at most' },
  promptEnLength: { zh: '英文提示词最多4000个字符', en: 'The English prompt is 4,000 characters at most' },
  categoryRequired: { zh: '请选择分类', en: 'Choose a category' },
} satisfies Record<string, Localized>;
