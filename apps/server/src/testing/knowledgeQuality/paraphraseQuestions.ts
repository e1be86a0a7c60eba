import type { AnswerableQuestion } from './qualityQuestions.js';

const manual = '灵犀智能音箱 X2 用户手册';
const policy = '星河科技差旅报销制度';
const library = '云湖市图书馆服务指南';

/**
 * Twenty questions asked the way people ask, not in the documents' words: each answered by a span of the quality
 * set, but sharing few or none of its terms — what only a real embedding model can find (hashed-word embeddings and
 * keywords cannot). `npm run eval:knowledge -- --embeddings <url>` reports them; nothing gates on them.
 */
export const paraphraseQuestions: AnswerableQuestion[] = [
  {
    question: '买回来的盒子里除了音箱本身还附带了什么东西？',
    document: manual,
    page: 1,
    span: '包装盒内包含：音箱主机一台、Type-C 充电线一根、快速入门卡一张、保修卡一张。',
  },
  { question: '这台设备有多沉、多高？', document: manual, page: 1, span: '机身高度 168 毫米，重量约 620 克' },
  { question: '刚通电时那圈灯慢慢闪橘黄色是什么意思？', document: manual, page: 2, span: '指示灯环亮起橙色呼吸光，表示音箱已进入配网模式。' },
  { question: '能不能连双频路由器的高速频段？', document: manual, page: 3, span: 'X2 支持 2.4GHz 和 5GHz 双频无线网络，兼容 WPA2 与 WPA3 加密方式。' },
  {
    question: '叫醒它的那句话可以改成我自己起的名字吗，多长合适？',
    document: manual,
    page: 4,
    span: '在应用的“语音设置”里可以自定义唤醒词，新唤醒词须为四到六个汉字',
  },
  { question: '早上按了稍后提醒，它多久以后再响？', document: manual, page: 5, span: '每次贪睡延后九分钟，连续贪睡最多三次。' },
  { question: '孩子每天默认能玩多长时间？', document: manual, page: 6, span: '家长可以设置每日使用时长，默认为四十五分钟' },
  { question: '充满一次能连续放多久的歌？', document: manual, page: 7, span: 'X2 内置 5000 毫安时锂电池，满电状态下以中等音量播放音乐可持续约十小时。' },
  { question: '买两台能不能一台当左喇叭一台当右喇叭？', document: manual, page: 8, span: '两台 X2 可以组成立体声对，分别担任左右声道' },
  { question: '想把它还原成刚买时的样子该怎么操作？', document: manual, page: 9, span: '可以恢复出厂设置：在开机状态下按住麦克风键和音量减键十五秒' },
  { question: '坏了免费修的期限是多长？', document: manual, page: 10, span: '音箱主机享受两年免费保修，内置电池与充电线保修期为一年。' },
  { question: '去海外办事要提前多久走审批？', document: policy, span: '出境出差须提前十个工作日提交，并经分管副总裁批准。' },
  { question: '北上广深之外算不算一线？哪些地方算？', document: policy, span: '一线城市指北京、上海、广州和深圳。' },
  { question: '在外地工作期间每天的饭钱公司给多少？', document: policy, span: '出差期间每人每天发放伙食补贴 100 元，出境出差每天 60 美元。' },
  { question: '回来以后拖太久没交单子会怎样？', document: policy, span: '出差结束后 30 天内在 OA 系统发起报销单，逾期未提交的视为自动放弃。' },
  { question: '开票时公司名称该怎么填？', document: policy, span: '所有发票的抬头须为“星河科技有限公司”' },
  { question: '星期一去还能进馆看书吗？', document: library, span: '每周一为馆内清洁与设备维护日，除自助图书馆外全馆闭馆' },
  { question: '一次最多能带走几本书，要在多久之内还？', document: library, span: '每张读者证可同时借阅图书 15 册，借期为 30 天。' },
  { question: '书晚还了几天要罚款吗，怎么算？', document: library, span: '图书逾期归还的，每册每天收取滞纳金 0.1 元' },
  { question: '在家里登录电子资源用什么账号密码？', document: library, span: '远程访问的账号为读者证号，初始密码为身份证号后六位。' },
];
