import { pdfWithPages } from '../fileFixtures.js';

/**
 * The knowledge base's quality set: three documents of a fictional company, each on its own
 * topic, that the answerable questions (qualityQuestions.ts) are asked about. A PDF manual of ten pages (a question
 * names its page), a Markdown policy with headings, a table and lists, an HTML guide with headings, paragraphs, a
 * table and a list.
 */
export interface QualityDocument {
  /** Its title, which the questions name it by. */
  name: string;
  format: 'pdf' | 'md' | 'html';
  /** A PDF's pages, each its lines as pdfWithPages draws them. */
  pages?: string[][];
  /** Markdown or HTML source. */
  text?: string;
}

/** What the PDF reader joins without a space: a line break between two of these is dropped (documentSegments.ts). */
const cjkEdge = /[\p{Script=Han}，。；：！？、（）“”《》]/u;

/** pdfWithPages draws a line from x = 72 in 12 pt glyphs, each as wide as its size: past 45 a line runs off the page. */
export const pdfLineWidth = 36;

/**
 * A paragraph as the lines of a PDF page, each at most `pdfLineWidth` characters, broken only between two Chinese
 * characters or punctuation marks, so the reader joins the lines back into the paragraph exactly.
 */
function pdfLines(paragraph: string): string[] {
  const chars = [...paragraph];
  const lines: string[] = [];
  let start = 0;
  while (chars.length - start > pdfLineWidth) {
    let end = start + pdfLineWidth;
    while (end > start && !(cjkEdge.test(chars[end - 1]!) && cjkEdge.test(chars[end]!))) end -= 1;
    if (end === start) throw new Error(`No place to break the line: ${paragraph}`);
    lines.push(chars.slice(start, end).join(''));
    start = end;
  }
  lines.push(chars.slice(start).join(''));
  return lines;
}

/** 《灵犀智能音箱 X2 用户手册》, a page a chapter, each page its paragraphs. */
const manual: string[][] = [
  [
    '灵犀智能音箱 X2 用户手册',
    '第一章 产品简介与包装清单',
    '感谢您选择灵犀智能音箱 X2。本机采用六麦克风环形阵列，可在五米范围内拾取语音，内置一个全频扬声器和一个低音单元，总输出功率为 20 瓦。',
    '包装盒内包含：音箱主机一台、Type-C 充电线一根、快速入门卡一张、保修卡一张。包装内不附带电源适配器，请自备输出功率不低于 18 瓦的 USB 适配器。',
    'X2 提供月光白和石墨黑两种配色，机身高度 168 毫米，重量约 620 克，顶部为触控面板，底部为防滑硅胶垫。',
    '使用前请撕下顶部面板上的透明保护膜，否则触控按键可能反应迟钝。',
  ],
  [
    '第二章 首次开机与账号绑定',
    '将音箱放置在平稳的桌面上，距离墙面至少十厘米，以获得更饱满的低音效果。',
    '长按顶部的电源键三秒开机，指示灯环亮起橙色呼吸光，表示音箱已进入配网模式。',
    '在手机应用商店搜索并下载“灵犀家”应用，注册账号后点击首页右上角的加号，选择“添加设备”。',
    '应用会自动发现附近的 X2，按照页面提示确认设备名称，并为音箱选择所在房间，例如客厅或卧室。',
    '首次绑定完成后，音箱会自动检查固件升级，升级期间请勿断电，整个过程约需八分钟。',
  ],
  [
    '第三章 连接无线网络',
    'X2 支持 2.4GHz 和 5GHz 双频无线网络，兼容 WPA2 与 WPA3 加密方式。',
    '音箱暂不支持需要网页登录认证的公共热点，例如酒店或机场的免费网络。',
    '配网时手机需连接与音箱相同的路由器，输入无线密码后等待指示灯变为蓝色常亮，即表示联网成功。若五分钟内未完成，配网会自动超时。',
    '更换路由器或修改无线密码后，请同时按住音量加键和麦克风键八秒，音箱将播报“进入配网模式”，随后在应用中重新配网。',
    '如果信号较弱，建议把音箱与路由器之间的距离缩短到十米以内，并远离微波炉等干扰源。',
  ],
  [
    '第四章 语音助手与常用指令',
    '默认唤醒词为“你好灵犀”。在应用的“语音设置”里可以自定义唤醒词，新唤醒词须为四到六个汉字，且避免使用日常高频词语。',
    '开启连续对话后，音箱回答完毕会继续聆听八秒，期间无需再次唤醒即可追问。',
    '常用指令示例：说“明天上海天气怎么样”查询天气；说“播放周杰伦的歌”点播音乐；说“音量调到百分之四十”调节音量。',
    'X2 可以控制接入灵犀家平台的智能灯泡、窗帘和空调，例如说“把客厅的灯调成暖光”。',
    '所有语音记录默认保存三十天，您可以在应用的“隐私中心”随时删除。',
  ],
  [
    '第五章 闹钟、计时与提醒',
    '每台音箱最多可设置三十个闹钟，可以通过语音说“明早七点叫我起床”，也可以在应用中手动添加。',
    '闹钟响起时拍一下顶部面板即可进入贪睡，每次贪睡延后九分钟，连续贪睡最多三次。',
    '铃声支持渐强模式：音量会在六十秒内由低到高逐渐升高，适合容易被惊醒的用户。',
    '节假日闹钟会依据国家公布的放假安排自动跳过，调休上班的日子则照常响铃。',
    '计时器可同时运行五个，每个可以单独命名，例如“煮鸡蛋计时十分钟”。',
  ],
  [
    '第六章 儿童模式',
    '儿童模式需要在应用的“家庭成员”页面开启，开启时须设置六位数字的家长密码。',
    '开启后，音箱会过滤不适合儿童的歌曲与节目，并把回答语气切换为更易理解的童声讲解。',
    '家长可以设置每日使用时长，默认为四十五分钟，到时音箱会播报提示并暂停内容播放。',
    '夜间休息时段默认为晚上九点至次日早上七点，此时段内音箱只响应闹钟，不播放故事和音乐。',
    '退出儿童模式须输入家长密码，连续输错五次将锁定十五分钟。',
  ],
  [
    '第七章 电池与充电',
    'X2 内置 5000 毫安时锂电池，满电状态下以中等音量播放音乐可持续约十小时。',
    '使用 18 瓦适配器充电时，从零到充满大约需要两个半小时，充电时指示灯环底部显示绿色进度条。',
    '当剩余电量低于百分之十五时，指示灯会红色闪烁，并语音提醒您及时充电。',
    '长期不用时，请将电量保持在百分之五十左右，存放在零到三十五摄氏度的干燥环境中，每三个月补电一次。',
    '电池属于消耗品，请勿自行拆卸或更换，如需更换请联系官方售后。',
  ],
  [
    '第八章 蓝牙播放与多房间联动',
    'X2 支持蓝牙 5.3，说“打开蓝牙”后，音箱将以“Lingxi-X2”的名称出现在手机的蓝牙列表中。',
    '音箱最多记住八台已配对设备，超过后会自动删除最早配对的记录。',
    '两台 X2 可以组成立体声对，分别担任左右声道；在应用中选择“立体声组合”并按提示操作即可。',
    '多房间模式下最多可以让六台音箱同步播放同一首歌曲，各房间的音量可以分别调整。',
    '蓝牙播放时音箱也可以接听电话，来电时轻触顶部面板中央即可接通。',
  ],
  [
    '第九章 常见故障排除',
    '音箱对唤醒词没有反应：请检查指示灯环是否为红色常亮，红色常亮表示麦克风已被关闭，按一下麦克风键即可恢复。',
    '播放音乐时断断续续：多半是网络不稳定，可尝试重启路由器，或在应用中将音质从“无损”调整为“标准”。',
    '音箱无法开机：请先连接充电线充电至少二十分钟，再长按电源键尝试开机。',
    '如以上方法无效，可以恢复出厂设置：在开机状态下按住麦克风键和音量减键十五秒，直到指示灯环闪烁白光。',
    '恢复出厂设置会清除所有闹钟、偏好和账号绑定信息，请谨慎操作。',
  ],
  [
    '第十章 保修与售后服务',
    '自购买之日起，音箱主机享受两年免费保修，内置电池与充电线保修期为一年。',
    '以下情况不在保修范围内：进水、摔落等人为损坏，私自拆机，以及使用非官方配件导致的故障。',
    '申请售后时请提供购买发票或电子订单截图，以及机身底部的十二位序列号。',
    '客服热线 400-820-6688 的服务时间为每天上午九点至晚上九点；也可以在灵犀家应用的“我的—售后服务”中在线提交工单。',
    '寄修产生的往返运费在保修期内由本公司承担，维修周期一般为七个工作日。',
  ],
];

const travelPolicy = `# 星河科技差旅报销制度

本制度适用于星河科技有限公司全体正式员工及实习生因公出差发生的费用报销，自 2024 年 7 月 1 日起施行。

## 一、出差审批

员工出差前须在 OA 系统提交出差申请，写明出差事由、目的地和预计天数。
国内出差须提前三个工作日提交，由部门负责人审批；出境出差须提前十个工作日提交，并经分管副总裁批准。

未经审批擅自出差的，相关费用一律不予报销。

## 二、交通与住宿标准

| 职级 | 飞机舱位 | 火车席别 | 一线城市住宿上限 | 其他城市住宿上限 |
| --- | --- | --- | --- | --- |
| 总监及以上 | 公务舱 | 一等座 | 每晚 900 元 | 每晚 600 元 |
| 经理 | 经济舱 | 一等座 | 每晚 650 元 | 每晚 450 元 |
| 普通员工 | 经济舱 | 二等座 | 每晚 500 元 | 每晚 350 元 |

一线城市指北京、上海、广州和深圳。

单程飞行时间不足两小时且有高铁直达的，原则上应乘坐高铁。住宿超出标准的部分由个人承担，两名同性别员工同行时应合住一间标准间。

## 三、伙食与交通补贴

- 出差期间每人每天发放伙食补贴 100 元，出境出差每天 60 美元。
- 市内交通补贴每天 50 元，已使用公司派车的当天不再发放。
- 客户或接待方已安排用餐的，按每餐 30 元扣减伙食补贴。

## 四、报销流程

1. 出差结束后 30 天内在 OA 系统发起报销单，逾期未提交的视为自动放弃。
2. 将纸质发票按日期顺序粘贴在报销粘贴单上，交给部门助理。
3. 部门负责人审核后，由财务部复核票据的真实性与合规性。
4. 复核通过后，报销款在五个工作日内打入员工的工资卡。

## 五、发票要求

所有发票的抬头须为“星河科技有限公司”，并注明纳税人识别号 91310115MA1H8XYZ2K。
电子发票须同时上传 PDF 原件，同一张发票不得重复报销。

丢失发票的，需提供消费记录并由本人写情况说明，经财务总监签字后按票面金额的百分之八十报销。

## 六、备用金

预计费用超过 5000 元的，可以在出发前申请备用金，出差归来后 15 天内冲销。上一笔备用金未冲销的，不得再次申请。

## 七、违规处理

虚报、冒领差旅费用的，一经查实，除追回款项外，视情节给予警告直至解除劳动合同的处分。本制度由财务部负责解释。
`;

const libraryGuide = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>云湖市图书馆服务指南</title>
<style>table { border-collapse: collapse; }</style>
</head>
<body>
<h1>云湖市图书馆服务指南</h1>
<p>云湖市图书馆位于湖滨区明月路 88 号，总建筑面积 4.2 万平方米，馆藏纸质文献约 320 万册。</p>

<h2>开放时间</h2>
<table>
<tr><th>区域</th><th>周二至周日</th><th>周一</th></tr>
<tr><td>综合阅览区</td><td>9:00–21:00</td><td>闭馆</td></tr>
<tr><td>少儿阅览区</td><td>9:00–18:00</td><td>闭馆</td></tr>
<tr><td>24 小时自助图书馆</td><td>全天开放</td><td>全天开放</td></tr>
</table>
<p>每周一为馆内清洁与设备维护日，除自助图书馆外全馆闭馆；国家法定节假日照常开放。</p>

<h2>读者证办理</h2>
<p>年满十六周岁的居民凭本人身份证即可在一楼总服务台免费办理读者证，无需缴纳押金。</p>
<p>未满十六周岁的少年儿童须由监护人陪同，凭户口簿办理少儿读者证。</p>
<p>读者证遗失后请尽快挂失，补办新证收取工本费 10 元。</p>

<h2>借阅规则</h2>
<p>每张读者证可同时借阅图书 15 册，借期为 30 天。</p>
<p>到期前可通过微信公众号“云湖图书馆”续借一次，续借期限为 15 天；已被他人预约的图书不能续借。</p>
<p>图书逾期归还的，每册每天收取滞纳金 0.1 元，单册最高不超过图书定价。</p>
<p>工具书、地方志和古籍只供馆内阅览，不对外出借。</p>

<h2>自习座位预约</h2>
<p>三楼自习室共有 260 个座位，需提前一天在公众号预约，每人每天限约一个时段。</p>
<p>预约后 30 分钟内未签到的，座位将自动释放；一个月内累计爽约三次，暂停预约资格七天。</p>

<h2>数字资源</h2>
<p>持证读者可在家登录图书馆官网，免费使用电子图书、期刊论文和有声读物等数字资源。</p>
<p>远程访问的账号为读者证号，初始密码为身份证号后六位。</p>

<h2>无障碍与便民服务</h2>
<ul>
<li>一楼设有视障阅览室，提供盲文图书和读屏电脑。</li>
<li>服务台可免费借用老花镜、放大镜和雨伞。</li>
<li>二楼走廊设有储物柜，扫读者证即可使用，闭馆时须取走物品。</li>
</ul>

<h2>交通指引</h2>
<p>乘坐地铁 3 号线至图书馆站，从 B 出口步行约五分钟即可到达。</p>
<p>地下停车场提供 120 个车位，持证读者前两小时免费。</p>
</body>
</html>
`;

export const qualityDocuments: QualityDocument[] = [
  { name: '灵犀智能音箱 X2 用户手册', format: 'pdf', pages: manual.map((page) => page.flatMap(pdfLines)) },
  { name: '星河科技差旅报销制度', format: 'md', text: travelPolicy },
  { name: '云湖市图书馆服务指南', format: 'html', text: libraryGuide },
];

/** The document as the file a user uploads: the PDF built by pdfWithPages, Markdown and HTML as UTF-8. */
export function qualityDocumentFile(doc: QualityDocument): { filename: string; content: Buffer } {
  const filename = `${doc.name}.${doc.format}`;
  if (doc.format === 'pdf') {
    if (!doc.pages) throw new Error(`${doc.name}: a PDF needs its pages`);
    return { filename, content: pdfWithPages(doc.pages) };
  }
  if (doc.text === undefined) throw new Error(`${doc.name}: ${doc.format} needs its text`);
  return { filename, content: Buffer.from(doc.text, 'utf8') };
}
