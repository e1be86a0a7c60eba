/**
 * Every call of SPEC §7, transcribed: method, path, the payload §7 gives (or the family sends where §7 says "not
 * shown"), and what §7 says of its data. `owner` marks a call a coming module serves (issue 14's list): it must stay
 * undeclared until that module lands and its entry is enabled here. spec7.test.ts replays the served ones.
 */
export type Who = 'user' | 'visitor';
export type Payload = Record<string, unknown> | { multipart: Record<string, string>; file?: { name: string; type: string; content: Buffer } };

export interface Spec7Call {
  method: 'GET' | 'POST';
  path: string;
  /** The payload in SPEC's shape: a function when it needs values from earlier calls (a scene, a group). */
  payload?: Payload | ((context: Spec7Context) => Payload | Promise<Payload>);
  /** Who replays it: a user, and a visitor too where §6 allows visitors. */
  as: Who[];
  /** What §7 says of the data, checked on a success. */
  data?: (data: unknown) => void;
  /** A refusal SPEC itself names: it passes as the answer. */
  specRefusal?: string;
  /** Replayed as a user of its own: the call changes the session (a password change, destroying the account). */
  ownUser?: true;
  /** A coming module serves it (undeclared until then). */
  owner?: 'mind maps and documents' | 'voice' | 'video' | 'feedback';
}

export interface Spec7Context {
  groupId: () => Promise<number>;
  fileUrl: () => Promise<string>;
  loginScene: () => Promise<string>;
  bindScene: () => Promise<string>;
  chatLogId: () => Promise<number>;
  phone: string;
  phoneCode: () => Promise<string>;
  userId: number;
  username: string;
  password: string;
  inviteCode: () => Promise<string>;
  goodsId: number;
  orderId: string;
  /** A drawing the user asked for (task_add, imagine). */
  drawingId: () => Promise<number>;
  /** The seeded images model (DALL·E 3). */
  drawModelId: () => Promise<number>;
}

/** task_add's imagine as the family's draw form sends it: SPEC §3's fields at SPEC §9's defaults. */
export const spec7DrawForm = {
  type: 1,
  params: {
    prompt: '一只猫',
    model: 'MJ-5.2',
    style: '',
    quality: 2,
    stylize: 100,
    diversity: 30,
    similarity: 1,
    sensitiveWords: '',
    size: '9:16',
    baseImage: [],
    mode: 1,
    translate: 1,
    extendParam: [],
  },
};

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const pending = (owner: NonNullable<Spec7Call['owner']>, method: 'GET' | 'POST', paths: string[]): Spec7Call[] =>
  paths.map((path) => ({ method, path, as: ['user'], owner }));

/** §7's registeV3 payload as the family's register form sends it: '' in every field it does not use. */
export const familyRegistration = (username: string) => ({
  username,
  email: '',
  password: 'secret123',
  avatar: '',
  nickname: '',
  phone: '',
  phoneCode: '',
  openId: '',
  miniOpenId: '',
  weAppOpenId: '',
  invitedBy: '',
});

type Check = (data: unknown) => void;
const has =
  (...keys: string[]): Check =>
  (data) => {
    for (const key of keys) if (!(typeof data === 'object' && data !== null && key in data)) throw new Error(`data has no ${key}`);
  };
const list: Check = (data) => {
  if (!Array.isArray(data)) throw new Error('data is not a list');
};
const text: Check = (data) => {
  if (typeof data !== 'string') throw new Error('data is not a string');
};

export const spec7: Spec7Call[] = [
  // Config and menu
  { method: 'GET', path: '/config/queryFront', payload: { domain: 'lingxi.example.com' }, as: ['user', 'visitor'], data: has('siteName') },
  { method: 'POST', path: '/config/query', payload: { keys: ['siteName'] }, as: ['user', 'visitor'] },
  { method: 'POST', path: '/config/chatTail', payload: { keys: ['chatTail'] }, as: ['user', 'visitor'] },
  { method: 'POST', path: '/config/themeGet', payload: { keys: ['themeColor'] }, as: ['user', 'visitor'] },
  { method: 'POST', path: '/config/query', payload: { keys: ['signInRewards'] }, as: ['user', 'visitor'], data: has('signInRewards') },
  { method: 'GET', path: '/config/getVipLeavelRel', as: ['user', 'visitor'], data: list },
  { method: 'POST', path: '/config/qrcode', as: ['user', 'visitor'], data: text },
  { method: 'GET', path: '/config/check', payload: { domain: 'lingxi.example.com' }, as: ['user', 'visitor'], data: has('status') },
  { method: 'GET', path: '/config/notice', as: ['user', 'visitor'], data: has('noticeTitle', 'noticeInfo') },
  { method: 'POST', path: '/config/notice', as: ['user', 'visitor'], data: has('noticeTitle', 'noticeInfo') },
  { method: 'GET', path: '/menu/list', payload: { menuPlatform: 1 }, as: ['user', 'visitor'], data: list },
  { method: 'GET', path: '/menu/list', payload: { menuPlatform: 0 }, as: ['user', 'visitor'], data: list },

  // Auth and user
  { method: 'GET', path: '/auth/getInfo', as: ['user'], data: has('userInfo', 'userBalance', 'isSignIn') },
  { method: 'POST', path: '/auth/captcha', payload: { color: '#ffffff' }, as: ['user', 'visitor'], data: has('svgCode', 'code') },
  { method: 'POST', path: '/auth/sendPhoneCode', payload: (c) => ({ phone: c.phone, captchaCode: 'abcd' }), as: ['visitor'] },
  {
    method: 'POST',
    path: '/auth/loginByPhoneV3',
    payload: async (c) => ({ phone: c.phone, phoneCode: await c.phoneCode(), invitedBy: '' }),
    as: ['visitor'],
    data: text,
  },
  { method: 'POST', path: '/auth/loginV4', payload: (c) => ({ username: c.username, password: c.password }), as: ['visitor'], data: text },
  {
    method: 'POST',
    path: '/auth/registeV3',
    payload: { username: 'spec7reg', password: 'secret123' },
    as: ['visitor'],
  },
  {
    method: 'POST',
    path: '/auth/registeV3',
    payload: familyRegistration('spec7full'),
    as: ['visitor'],
  },
  { method: 'POST', path: '/auth/updatePassword', payload: { oldPassword: 'secret123', password: 'another456' }, as: ['user'], ownUser: true },
  { method: 'POST', path: '/auth/bindPhone', payload: (c) => ({ userId: c.userId, phone: '13900000000', phoneCode: '000000' }), as: ['user'] },
  { method: 'POST', path: '/auth/updateEmail', payload: { email: 'spec7@example.com' }, as: ['user'] },
  { method: 'POST', path: '/user/update', payload: { nickname: '规格七' }, as: ['user'] },
  { method: 'POST', path: '/user/genInviteCode', as: ['user'], data: text },
  { method: 'GET', path: '/user/inviteRecord', payload: { page: 1, size: 10 }, as: ['user'], data: has('rows') },
  { method: 'POST', path: '/user/inviteLink', payload: async (c) => ({ code: await c.inviteCode() }), as: ['user', 'visitor'] },
  { method: 'GET', path: '/balance/query', as: ['user'], data: has('score', 'isVip', 'vipExpire') },
  { method: 'POST', path: '/signin/sign', as: ['user'] },
  { method: 'GET', path: '/signin/signinLog', as: ['user'], data: list },
  { method: 'POST', path: '/crami/useCrami', payload: { code: 'AAAA-BBBB-CCCC-DDDD' }, as: ['user'] },
  { method: 'GET', path: '/crami/packagePageV2', payload: { type: 1 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'GET', path: '/crami/packagePageV2', payload: { type: 2 }, as: ['user', 'visitor'], data: has('rows') },
  {
    method: 'POST',
    path: '/file/upload',
    payload: { multipart: { filename: 'a.png', dir: 'feedback-upload' }, file: { name: 'a.png', type: 'image/png', content: png } },
    as: ['user'],
    data: text,
  },
  { method: 'GET', path: '/file/down', payload: async (c) => ({ url: await c.fileUrl() }), as: ['user'] },

  // Messaging-platform login and binding
  { method: 'POST', path: '/official/getQRSceneStr', payload: { invitedBy: '' }, as: ['user', 'visitor'], data: text },
  { method: 'GET', path: '/official/getQRCode', payload: async (c) => ({ sceneStr: await c.loginScene() }), as: ['user', 'visitor'] },
  { method: 'POST', path: '/official/loginBySceneStr', payload: async (c) => ({ sceneStr: await c.loginScene() }), as: ['user', 'visitor'] },
  { method: 'POST', path: '/official/getQRSceneStrByBind', as: ['user'], data: text },
  { method: 'GET', path: '/official/getQRCode', payload: async (c) => ({ sceneStr: await c.bindScene() }), as: ['user'] },
  { method: 'POST', path: '/official/bindWxBySceneStr', payload: async (c) => ({ sceneStr: await c.bindScene() }), as: ['user'], data: has('status', 'msg') },
  { method: 'POST', path: '/official/loginByCode', payload: { code: '061abcdefg' }, as: ['visitor'] },
  { method: 'POST', path: '/official/getRedirectUrl', payload: { url: 'https://lingxi.example.com/chat' }, as: ['user', 'visitor'] },

  // Orders and packages
  { method: 'POST', path: '/order/buy', payload: (c) => ({ goodsId: c.goodsId, payType: 'native' }), as: ['user'], specRefusal: '管理员还未开启支付！' },
  { method: 'GET', path: '/order/queryByOrderId', payload: (c) => ({ orderId: c.orderId }), as: ['user'], data: has('status') },

  // Chat
  { method: 'POST', path: '/group/create', payload: { appId: 0 }, as: ['user'] },
  { method: 'GET', path: '/group/query', payload: { modelType: 'chat' }, as: ['user'], data: list },
  { method: 'GET', path: '/group/query', payload: { modelType: 'file' }, as: ['user'], data: list },
  { method: 'POST', path: '/group/update', payload: async (c) => ({ groupId: await c.groupId(), title: '规格七' }), as: ['user'] },
  {
    method: 'POST',
    path: '/group/update',
    payload: async (c) => ({ groupId: await c.groupId(), config: JSON.stringify({ modelInfo: { model: 'gpt-4o-mini' } }) }),
    as: ['user'],
  },
  { method: 'GET', path: '/chatlog/chatList', payload: async (c) => ({ groupId: await c.groupId(), logType: 1 }), as: ['user'], data: list },
  {
    method: 'GET',
    path: '/models/list',
    payload: { keyType: '', modelType: 'chat', model: '', page: 1, size: 99, upload: 1 },
    as: ['user', 'visitor'],
    data: has('rows', 'modelTypeList'),
  },
  {
    method: 'GET',
    path: '/models/query',
    payload: { keyType: '', modelType: 'chat', model: '', page: 1, size: 99, upload: 1 },
    as: ['user', 'visitor'],
    data: has('rows'),
  },
  {
    method: 'GET',
    path: '/models/query',
    payload: { keyType: '', modelType: 'file', model: '', page: 1, size: 99, upload: 1 },
    as: ['user', 'visitor'],
    data: has('rows'),
  },
  { method: 'GET', path: '/models/baseConfig', as: ['user', 'visitor'], data: has('modelInfo', 'modelTypeInfo') },
  {
    method: 'POST',
    path: '/chatgpt/chat-process',
    payload: async (c) => ({ prompt: '你好', appId: 0, options: { groupId: await c.groupId(), usingNetwork: false } }),
    as: ['user'],
  },
  {
    method: 'POST',
    path: '/chatgpt/upload',
    payload: { multipart: { filename: 'a.png' }, file: { name: 'a.png', type: 'image/png', content: png } },
    as: ['user'],
  },
  {
    method: 'POST',
    path: '/chatgpt/chat-file-analysis',
    payload: async (c) => ({ prompt: '这是什么？', options: { groupId: await c.groupId() } }),
    as: ['user'],
  },
  { method: 'POST', path: '/chatlog/del', payload: async (c) => ({ id: await c.chatLogId() }), as: ['user'] },
  { method: 'POST', path: '/chatlog/delByGroupId', payload: async (c) => ({ groupId: await c.groupId(), type: 1 }), as: ['user'] },
  { method: 'POST', path: '/group/del', payload: async (c) => ({ groupId: await c.groupId() }), as: ['user'] },
  { method: 'POST', path: '/group/delAll', as: ['user'] },
  { method: 'GET', path: '/user/destroy', as: ['user'], ownUser: true },

  // Coming modules: undeclared until they land.
  // The market: the images-model square, and liking (the replayed drawing is not shared: 404 in the envelope).
  { method: 'GET', path: '/chatLog/drawAll', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'POST', path: '/aiLog/agree', payload: async (c) => ({ relateId: await c.drawingId(), relateType: 'mj', action: 'agree' }), as: ['user'] },
  // Drawing: asking, polling, lists and favourites (delete last: it removes the drawing the others read).
  { method: 'POST', path: '/midjourney/task_add', payload: spec7DrawForm, as: ['user'], data: has('id', 'status', 'prompt') },
  { method: 'GET', path: '/midjourney/drawList', payload: { page: 1, size: 10 }, as: ['user'], data: has('rows') },
  { method: 'GET', path: '/midjourney/getDetailByIds', payload: async (c) => ({ ids: String(await c.drawingId()) }), as: ['user'], data: list },
  {
    method: 'GET',
    path: '/midjourney/getDraw',
    payload: async (c) => ({ jobId: await c.drawingId(), detail: true }),
    as: ['user'],
    data: has('jobId', 'prompt', 'imageUrl', 'fileInfo'),
  },
  { method: 'GET', path: '/midjourney/vipFreeUsed', as: ['user'], data: has('fast', 'relax', 'turbo') },
  { method: 'POST', path: '/midjourney/favorite_set', payload: async (c) => ({ id: await c.drawingId(), favorite: true }), as: ['user'] },
  { method: 'POST', path: '/midjourney/favorite-page', payload: { page: 1, size: 10 }, as: ['user'], data: has('rows') },
  {
    method: 'GET',
    path: '/midjourney/imageSeed',
    payload: async (c) => ({ id: await c.drawingId() }),
    as: ['user'],
    specRefusal: '只有已完成的任务才能获取seed',
  },
  { method: 'GET', path: '/file/getModalImgById', payload: async (c) => ({ taskId: await c.drawingId() }), as: ['user'] },
  { method: 'POST', path: '/midjourney/delete_draw', payload: async (c) => ({ id: await c.drawingId() }), as: ['user'] },
  {
    method: 'POST',
    path: '/midjourney/upload_task_add',
    payload: { multipart: { type: 'describe' }, file: { name: 'a.png', type: 'image/png', content: png } },
    as: ['user'],
    data: has('id', 'status'),
  },
  { method: 'POST', path: '/midjourney/add-refer', payload: async (c) => ({ url: await c.fileUrl() }), as: ['user'] },
  { method: 'POST', path: '/midjourney/insight-face', payload: async (c) => ({ sourceUrl: await c.fileUrl(), targetUrl: await c.fileUrl() }), as: ['user'] },
  {
    method: 'POST',
    path: '/chatgpt/chat-draw',
    payload: async (c) => ({ prompt: '一只猫', modelId: await c.drawModelId(), size: '1024x1024' }),
    as: ['user'],
    data: has('id'),
  },
  { method: 'GET', path: '/chatLog/draw', payload: { page: 1, size: 20 }, as: ['user'], data: has('rows') },
  { method: 'POST', path: '/chatgpt/mj-associate', payload: { prompt: '雪山' }, as: ['user'], data: list },
  { method: 'POST', path: '/midjourney/incantationClassifyQueryAll', as: ['user', 'visitor'], data: list },
  { method: 'POST', path: '/midjourney/incantationQueryByPid', payload: { pid: 1 }, as: ['user', 'visitor'], data: list },
  { method: 'GET', path: '/midjourney/promptsAll', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'POST', path: '/midjourney/suggestQuery', as: ['user', 'visitor'], data: list },
  // The square: sharing (the replayed drawing is still being drawn: refused), its categories and the feed.
  { method: 'POST', path: '/midjourney/rec', payload: async (c) => ({ id: await c.drawingId(), rec: 1 }), as: ['user'] },
  { method: 'POST', path: '/midjourney/inspireClassifyQuery', as: ['user', 'visitor'], data: list },
  { method: 'GET', path: '/midjourney/getList', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  // The app store: categories, 我的应用, creating (the replayed one has no logo: §5's message), collecting and deleting
  // (nothing of the user's: 404 in the envelope).
  { method: 'GET', path: '/app/queryCats', as: ['user', 'visitor'], data: has('rows') },
  { method: 'GET', path: '/app/mineAppsV3', payload: { page: 1, size: 10 }, as: ['user'], data: has('rows') },
  {
    method: 'POST',
    path: '/app/customApp',
    payload: { catId: 1, name: '周报助手', preset: '请把要点整理成周报', des: '整理周报', demoData: '写周报', coverImg: '', public: false },
    as: ['user'],
    specRefusal: '请上传应用Logo',
  },
  { method: 'POST', path: '/app/collect', payload: { appId: 1 }, as: ['user'] },
  { method: 'POST', path: '/app/delMineApp', payload: { id: 1 }, as: ['user'] },
  { method: 'GET', path: '/app/list', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  // The prompt library (/chat/prompt).
  { method: 'GET', path: '/category/list', as: ['user', 'visitor'], data: has('rows') },
  { method: 'POST', path: '/aiprompt/page', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  // Agents: the same apps in the agents' words (no app is listed in the replay's database: getApp and
  // chat_group_create answer 404 in the envelope), and their conversations.
  { method: 'POST', path: '/gpts/group_query', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'GET', path: '/gpts/group_get', payload: { id: 1 }, as: ['user', 'visitor'], data: has('name') },
  { method: 'POST', path: '/gpts/query', payload: { page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'GET', path: '/gpts/listByFrontType', payload: { type: 'recommend', page: 1, size: 20 }, as: ['user', 'visitor'], data: has('rows') },
  { method: 'GET', path: '/gpts/getApp', payload: { id: 1 }, as: ['user', 'visitor'] },
  {
    method: 'POST',
    path: '/gpts/set',
    payload: { name: '口语陪练', desc: '练英语', logo: '', preset: '你是英语口语陪练老师', demoData: '聊聊天气', groupId: 1, publicFlag: false },
    as: ['user'],
    specRefusal: '请上传应用Logo',
  },
  { method: 'POST', path: '/gpts/chat_group_create', payload: { appId: 1 }, as: ['user'] },
  { method: 'GET', path: '/gpts/chat_group_get', as: ['user'], data: list },
  { method: 'POST', path: '/gpts/chat_group_update', payload: async (c) => ({ groupId: await c.groupId(), title: '口语' }), as: ['user'] },
  { method: 'POST', path: '/gpts/chat_group_delete', payload: async (c) => ({ groupId: await c.groupId() }), as: ['user'] },
  { method: 'POST', path: '/gpts/chat_group_clear', as: ['user'] },
  ...pending('mind maps and documents', 'POST', ['/mindTask/setMind', '/mindTask/mindPage', '/chatgpt/chat-mind']),
  ...pending('mind maps and documents', 'GET', ['/mindTask/delMind', '/mindTask/getDetail']),
  ...pending('voice', 'POST', ['/chatgpt/chat-conversation']),
  ...pending('video', 'POST', ['/chatgpt/getVideoFree', '/chatgpt/getVideoFreeNoLogin']),
  ...pending('feedback', 'POST', ['/feedback/add']),
];
