/**
 * The quality set's questions on qualityDocuments. An answerable question names its document, its page (the PDF's,
 * 1-based) and its span: the exact passage text that answers it, as written in the source. Test embeddings are hashed
 * words, so the ground truth is keyword overlap: a question shares at least two of its terms (queryTerms) with its
 * span's tokens. An unanswerable question shares none with any document. test/modules/knowledge/qualitySet.test.ts
 * holds the set to these rules.
 */
export interface AnswerableQuestion {
  question: string;
  /** The document's name (QualityDocument.name). */
  document: string;
  /** The PDF page the answer is on, from 1; none for Markdown and HTML. */
  page?: number;
  /** The passage that answers it: one sentence or clause, verbatim from the document. */
  span: string;
}

const manual = '灵犀智能音箱 X2 用户手册';
const policy = '星河科技差旅报销制度';
const library = '云湖市图书馆服务指南';

export const answerableQuestions: AnswerableQuestion[] = [
  // The PDF manual: two questions a page.
  {
    question: '灵犀音箱 X2 的包装盒里有哪些配件？',
    document: manual,
    page: 1,
    span: '包装盒内包含：音箱主机一台、Type-C 充电线一根、快速入门卡一张、保修卡一张。',
  },
  { question: 'X2 的机身重量和高度是多少？', document: manual, page: 1, span: '机身高度 168 毫米，重量约 620 克' },
  { question: '第一次开机时指示灯亮橙色代表什么？', document: manual, page: 2, span: '指示灯环亮起橙色呼吸光，表示音箱已进入配网模式。' },
  { question: '绑定音箱需要在手机上下载哪个应用？', document: manual, page: 2, span: '在手机应用商店搜索并下载“灵犀家”应用' },
  { question: '音箱支持 5GHz 的无线网络吗？', document: manual, page: 3, span: 'X2 支持 2.4GHz 和 5GHz 双频无线网络，兼容 WPA2 与 WPA3 加密方式。' },
  {
    question: '換了路由器之後怎麼重新配網？',
    document: manual,
    page: 3,
    span: '更换路由器或修改无线密码后，请同时按住音量加键和麦克风键八秒，音箱将播报“进入配网模式”，随后在应用中重新配网。',
  },
  { question: '自定义唤醒词有什么字数要求？', document: manual, page: 4, span: '在应用的“语音设置”里可以自定义唤醒词，新唤醒词须为四到六个汉字' },
  { question: '我的语音记录会保存多久，能删除吗？', document: manual, page: 4, span: '所有语音记录默认保存三十天，您可以在应用的“隐私中心”随时删除。' },
  { question: '闹钟贪睡一次会延后几分钟？', document: manual, page: 5, span: '每次贪睡延后九分钟，连续贪睡最多三次。' },
  { question: '一台音箱最多能设置多少个闹钟？', document: manual, page: 5, span: '每台音箱最多可设置三十个闹钟' },
  { question: '儿童模式的每日使用时长默认是多少？', document: manual, page: 6, span: '家长可以设置每日使用时长，默认为四十五分钟' },
  { question: '退出儿童模式时家长密码输错了会怎样？', document: manual, page: 6, span: '退出儿童模式须输入家长密码，连续输错五次将锁定十五分钟。' },
  {
    question: 'Ｘ２ 内置电池容量多大，满电能播放多久？',
    document: manual,
    page: 7,
    span: 'X2 内置 5000 毫安时锂电池，满电状态下以中等音量播放音乐可持续约十小时。',
  },
  { question: '电量不足时指示灯会怎样提示？', document: manual, page: 7, span: '当剩余电量低于百分之十五时，指示灯会红色闪烁' },
  { question: '两台 X2 能组成立体声吗？', document: manual, page: 8, span: '两台 X2 可以组成立体声对，分别担任左右声道' },
  { question: '音箱的蓝牙最多能记住几台配对设备？', document: manual, page: 8, span: '音箱最多记住八台已配对设备，超过后会自动删除最早配对的记录。' },
  { question: '喊唤醒词音箱没反应，指示灯红色常亮怎么办？', document: manual, page: 9, span: '红色常亮表示麦克风已被关闭，按一下麦克风键即可恢复。' },
  { question: '怎样把音箱恢复出厂设置？', document: manual, page: 9, span: '可以恢复出厂设置：在开机状态下按住麦克风键和音量减键十五秒' },
  { question: '音箱主机的保修期是多久？电池也保两年吗？', document: manual, page: 10, span: '音箱主机享受两年免费保修，内置电池与充电线保修期为一年。' },
  { question: '客服热线的服务时间是几点到几点？', document: manual, page: 10, span: '客服热线 400-820-6688 的服务时间为每天上午九点至晚上九点' },

  // The Markdown travel policy.
  { question: '去国外出差需要提前几天提交申请？', document: policy, span: '出境出差须提前十个工作日提交，并经分管副总裁批准。' },
  { question: '经理出差能坐一等座吗，每晚住宿标准多少元？', document: policy, span: '| 经理 | 经济舱 | 一等座 | 每晚 650 元 | 每晚 450 元 |' },
  { question: '一线城市包括哪些城市？', document: policy, span: '一线城市指北京、上海、广州和深圳。' },
  { question: '出差的伙食补贴每天多少钱？', document: policy, span: '出差期间每人每天发放伙食补贴 100 元，出境出差每天 60 美元。' },
  { question: '客户安排了用餐，伙食补贴怎么扣？', document: policy, span: '客户或接待方已安排用餐的，按每餐 30 元扣减伙食补贴。' },
  { question: '出差结束后多少天内要发起报销？', document: policy, span: '出差结束后 30 天内在 OA 系统发起报销单，逾期未提交的视为自动放弃。' },
  { question: '报销款多久能打到工资卡上？', document: policy, span: '报销款在五个工作日内打入员工的工资卡。' },
  { question: '發票抬頭應該寫什麼？', document: policy, span: '所有发票的抬头须为“星河科技有限公司”' },
  { question: '发票丢失了还能报销吗？', document: policy, span: '丢失发票的，需提供消费记录并由本人写情况说明，经财务总监签字后按票面金额的百分之八十报销。' },
  { question: '费用多少以上可以申请备用金？', document: policy, span: '预计费用超过 5000 元的，可以在出发前申请备用金' },

  // The HTML library guide.
  { question: '图书馆每周一都闭馆吗？', document: library, span: '每周一为馆内清洁与设备维护日，除自助图书馆外全馆闭馆' },
  { question: '办理读者证要交押金吗？', document: library, span: '年满十六周岁的居民凭本人身份证即可在一楼总服务台免费办理读者证，无需缴纳押金。' },
  { question: '读者证丢了补办要多少钱？', document: library, span: '读者证遗失后请尽快挂失，补办新证收取工本费 10 元。' },
  { question: '一张读者证能借多少册图书，借期多长？', document: library, span: '每张读者证可同时借阅图书 15 册，借期为 30 天。' },
  { question: '图书怎么续借，能续多久？', document: library, span: '到期前可通过微信公众号“云湖图书馆”续借一次，续借期限为 15 天' },
  { question: '图书逾期归还要交多少滞纳金？', document: library, span: '图书逾期归还的，每册每天收取滞纳金 0.1 元' },
  { question: '自习室的座位怎么预约？', document: library, span: '三楼自习室共有 260 个座位，需提前一天在公众号预约' },
  { question: '預約自習座位後沒有簽到會怎樣？', document: library, span: '预约后 30 分钟内未签到的，座位将自动释放' },
  { question: '远程访问数字资源的初始密码是什么？', document: library, span: '远程访问的账号为读者证号，初始密码为身份证号后六位。' },
  { question: '坐地铁去图书馆从哪个出口出站？', document: library, span: '乘坐地铁 3 号线至图书馆站，从 B 出口步行约五分钟即可到达。' },
];

/** Questions on topics none of the documents touch: no term of theirs is in any document. */
export const unanswerableQuestions: string[] = [
  '量子纠缠的原理是什么？',
  '红烧肉的烹饪诀窍有哪些？',
  '大熊猫偏爱哪种竹子？',
  '莎士比亚写过哪些悲剧？',
  '足球世界杯冠军是谁？',
  '股票期权如何行权？',
  '钢琴十级要弹奏哪些曲目？',
  '火山喷发的征兆有哪些？',
  '猫咪的指甲怎么修剪？',
  '比特币挖矿靠什么盈利？',
];
