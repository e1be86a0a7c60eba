import { AppFieldRefusal, type AppFormField, type AppFormSave } from '../appStore/appForm';
import type { AppCategory } from '../appStore/appStoreTypes';
import type { AppModelOption, CreateAppServices } from '../appStore/createApp.machine';
import { appStoreCatalog } from '../appStore/messages';
import { flowLocales } from '../i18n';
import type { AgentsServices } from './agents.machine';
import type { AgentCategory, AgentModelRow, AgentSetBody } from './agentsTypes';

/** Every call of /gpts: its lists and the create-agent dialog's. */
export interface AgentStoreServices extends AgentsServices {
  /** POST /file/upload {dir: 'app-logo'} with its progress (dialog 7's). */
  uploadLogo: CreateAppServices['uploadLogo'];
  /** The model choices after 站点默认模型 (`agentModelChoices`). */
  loadModels(): Promise<AppModelOption[]>;
  /** POST /gpts/set: a refusal rejects with the server's text. */
  saveAgent(body: AgentSetBody): Promise<unknown>;
}

/** /gpts/group_query's chips as dialog 7 takes them. */
export const agentCategoriesForForm = (categories: AgentCategory[]): AppCategory[] => categories.map(({ id, name }) => ({ id, name, role: false }));

/** Dialog 7's checked form in /gpts/set's words (docs/apps.md "Agents"): the model 0 is the site's default. */
export const agentSetBody = (body: AppFormSave): AgentSetBody => ({
  ...(body.appId !== undefined ? { id: body.appId } : {}),
  name: body.name,
  desc: body.des,
  logo: body.coverImg,
  preset: body.preset,
  demoData: body.demoData,
  groupId: body.catId,
  modelId: body.modelId ?? 0,
  publicFlag: body.public,
});

/**
 * The model choices after 站点默认模型: the operator's `app` models, or the chat models when there are none (what
 * /gpts/set accepts).
 */
export async function agentModelChoices(list: (modelType: 'app' | 'chat') => Promise<AgentModelRow[]>): Promise<AppModelOption[]> {
  const app = await list('app');
  const rows = app.length > 0 ? app : await list('chat');
  return rows.map(({ id, modelName }) => ({ id, modelName }));
}

/** The fields §5's messages (and the server's words for /gpts/set) are about, in every language the server speaks. */
const fieldMessages: [AppFormField, string[]][] = [
  ['catId', ['appStore.form.error.categoryRequired']],
  ['name', ['appStore.form.error.nameRequired', 'appStore.form.error.nameLength']],
  ['preset', ['appStore.form.error.presetRequired', 'appStore.form.error.presetLength']],
  ['des', ['appStore.form.error.desRequired', 'appStore.form.error.desLength']],
  ['demoData', ['appStore.form.error.demoRequired', 'appStore.form.error.demoLength']],
  ['coverImg', ['appStore.form.error.logoRequired', 'appStore.form.error.logoType']],
  ['public', ['appStore.form.error.publicRequired']],
];
/** The server's refusals of /gpts/set beyond §5's (apps module and chat module messages, zh and en). */
const serverFieldTexts: [AppFormField, string[]][] = [
  ['catId', ['该分类不存在！', 'This category does not exist!']],
  ['name', ['该应用名称已存在！', 'An app with this name exists already!']],
  ['modelId', ['模型不存在或已停用', 'This model does not exist or is disabled']],
];
const fieldOfText = new Map<string, AppFormField>([
  ...fieldMessages.flatMap(([field, keys]) =>
    keys.flatMap((key) => flowLocales.map((locale) => [(appStoreCatalog[locale] as Record<string, string>)[key] ?? '', field] as const)),
  ),
  ...serverFieldTexts.flatMap(([field, texts]) => texts.map((text) => [text, field] as const)),
]);

/**
 * A refusal of /gpts/set as dialog 7 shows it: one whose text is about a field (§5's messages, 该应用名称已存在！,
 * 模型不存在或已停用) goes under that field (`AppFieldRefusal`); any other stays as it is (shown above the buttons).
 */
export function agentRefusal(error: unknown): unknown {
  const text = error instanceof Error ? error.message.trim() : '';
  const field = text ? fieldOfText.get(text) : undefined;
  return field ? new AppFieldRefusal(field, text) : error;
}

/** Dialog 7's calls for an agent: /gpts's categories, the model choices, and the save through POST /gpts/set. */
export const agentFormServices = (services: AgentStoreServices): CreateAppServices => ({
  loadCategories: async () => agentCategoriesForForm(await services.loadCategories()),
  uploadLogo: (file, options) => services.uploadLogo(file, options),
  loadModels: () => services.loadModels(),
  saveApp: (body) => services.saveAgent(agentSetBody(body)).catch((error: unknown) => Promise.reject(agentRefusal(error))),
});
