import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's review queue (issue 17; SPEC §4, §6): what users submitted for publication (apps, later others),
 * approved (optionally rewarding the author) or rejected with a reason. The server's refusals (该审核项已通过…) arrive
 * as its messages.
 */
const texts = {
  'admin.review.title': ['应用审核', 'App review', '應用審核'],
  'admin.review.tabs': ['审核状态', 'Review status', '審核狀態'],
  'admin.review.status.pending': ['待审核', 'Pending', '待審核'],
  'admin.review.status.approved': ['已通过', 'Approved', '已通過'],
  'admin.review.status.rejected': ['已驳回', 'Rejected', '已駁回'],
  'admin.review.kind': ['类型', 'Kind', '類型'],
  'admin.review.kind.all': ['全部类型', 'All kinds', '全部類型'],
  'admin.review.kind.app': ['应用', 'App', '應用'],
  'admin.review.kind.drawing': ['画廊作品', 'Gallery drawing', '畫廊作品'],
  'admin.review.table': ['审核列表', 'Review items', '審核列表'],
  'admin.review.empty.pending': ['没有待审核的提交', 'Nothing is waiting for review', '沒有待審核的提交'],
  'admin.review.empty.approved': ['还没有通过的提交', 'Nothing approved yet', '還沒有通過的提交'],
  'admin.review.empty.rejected': ['还没有驳回的提交', 'Nothing rejected yet', '還沒有駁回的提交'],
  'admin.review.total': ['共 {{total}} 条', '{{total}} items', '共 {{total}} 筆'],
  'admin.review.more': ['加载更多', 'Load more', '載入更多'],
  'admin.review.item': ['提交', 'Submission', '提交'],
  'admin.review.untitled': ['#{{id}}（无标题）', '#{{id}} (untitled)', '#{{id}}（無標題）'],
  'admin.review.author': ['作者', 'Author', '作者'],
  'admin.review.noAuthor': ['（无）', '(none)', '（無）'],
  'admin.review.submittedAt': ['提交时间', 'Submitted', '提交時間'],
  'admin.review.reviewedAt': ['处理时间', 'Decided', '處理時間'],
  'admin.review.reviewer': ['审核人', 'Reviewer', '審核人'],
  'admin.review.reward': ['奖励积分', 'Reward points', '獎勵積分'],
  'admin.review.reason': ['驳回原因', 'Reason for rejection', '駁回原因'],
  'admin.review.target': ['目标编号', 'Target id', '目標編號'],
  'admin.review.result': ['处理结果', 'Outcome', '處理結果'],
  'admin.review.rewardValue': ['奖励 {{points}} 积分', '{{points}} points given', '獎勵 {{points}} 積分'],
  'admin.review.actions': ['操作', 'Actions', '操作'],
  'admin.review.view': ['查看', 'View', '查看'],
  'admin.review.viewLabel': ['查看 {{title}}', 'View {{title}}', '查看 {{title}}'],
  'admin.review.detail': ['审核 #{{id}}', 'Review #{{id}}', '審核 #{{id}}'],
  'admin.review.info': ['提交信息', 'Submission', '提交資訊'],
  'admin.review.snapshot': ['提交内容', 'Submitted content', '提交內容'],
  'admin.review.snapshotEmpty': ['（空）', '(empty)', '（空）'],
  'admin.review.imageLink': ['（图片，在新标签页中打开）', '(an image, opens in a new tab)', '（圖片，在新分頁中開啟）'],
  'admin.review.newTab': ['（在新标签页中打开）', '(opens in a new tab)', '（在新分頁中開啟）'],
  'admin.review.decision': ['审核', 'Decision', '審核'],
  'admin.review.rewardNote': [
    '通过时奖励作者的积分，只发放一次；大于 0 时需要二次确认',
    'Given to the author once on approval; more than 0 needs confirming.',
    '通過時獎勵作者的積分，只發放一次；大於 0 時需要二次確認',
  ],
  'admin.review.rewardInvalid': ['请输入 0 到 1000000 的整数', 'Enter a whole number from 0 to 1,000,000.', '請輸入 0 到 1000000 的整數'],
  'admin.review.rewardNoAuthor': ['该提交没有作者，不能奖励积分', 'This submission has no author to reward.', '該提交沒有作者，不能獎勵積分'],
  'admin.review.reasonNote': ['作者会看到这个原因', 'The author sees this reason.', '作者會看到這個原因'],
  'admin.review.reasonRequired': ['请填写驳回原因', 'Give a reason for the rejection.', '請填寫駁回原因'],
  'admin.review.reasonTooLong': ['驳回原因最多 200 个字', 'At most 200 characters.', '駁回原因最多 200 個字'],
  'admin.review.approve': ['通过', 'Approve', '通過'],
  'admin.review.approveRewarded': ['通过并奖励 {{points}} 积分', 'Approve and give {{points}} points', '通過並獎勵 {{points}} 積分'],
  'admin.review.approving': ['正在通过', 'Approving', '正在通過'],
  'admin.review.reject': ['驳回', 'Reject', '駁回'],
  'admin.review.rejecting': ['正在驳回', 'Rejecting', '正在駁回'],
  'admin.review.approved': ['已通过', 'Approved', '已通過'],
  'admin.review.approvedRewarded': [
    '已通过，并奖励作者 {{points}} 积分',
    'Approved; the author was given {{points}} points',
    '已通過，並獎勵作者 {{points}} 積分',
  ],
  'admin.review.rejected': ['已驳回', 'Rejected', '已駁回'],
  'admin.review.close': ['关闭', 'Close', '關閉'],
  'admin.review.change.item': ['审核项', 'Review item', '審核項'],
  'admin.review.change.author': ['作者', 'Author', '作者'],
  'admin.review.change.status': ['状态', 'Status', '狀態'],
  'admin.review.change.reward': ['奖励积分', 'Reward points', '獎勵積分'],
  'admin.review.trial.title': ['试聊', 'Test chat', '試聊'],
  'admin.review.trial.note': [
    '用待审核的版本和应用的模型回答，不扣积分，也不保存',
    'The version under review answers on the app’s model; nothing is charged or saved.',
    '用待審核的版本和應用的模型回答，不扣積分，也不保存',
  ],
  'admin.review.trial.log': ['试聊记录', 'Test chat', '試聊記錄'],
  'admin.review.trial.empty': ['问一个问题，看看这个应用怎样回答', 'Ask a question to see how the app answers.', '問一個問題，看看這個應用怎樣回答'],
  'admin.review.trial.you': ['你', 'You', '你'],
  'admin.review.trial.app': ['应用', 'App', '應用'],
  'admin.review.trial.question': ['问题', 'Question', '問題'],
  'admin.review.trial.ask': ['发送', 'Send', '送出'],
  'admin.review.trial.asking': ['正在回答', 'Answering', '正在回答'],
  'admin.review.trial.clear': ['清空', 'Clear', '清空'],
  'admin.review.trial.answeredBy.pending': ['待审核版本 · {{model}}', 'Version under review · {{model}}', '待審核版本 · {{model}}'],
  'admin.review.trial.answeredBy.live': ['上架中的版本 · {{model}}', 'Listed version · {{model}}', '上架中的版本 · {{model}}'],
  'admin.review.trial.questionRequired': ['请输入问题', 'Enter a question.', '請輸入問題'],
  'admin.review.trial.questionTooLong': ['问题最多 4000 个字', 'At most 4,000 characters.', '問題最多 4000 個字'],
  'admin.review.trial.full': ['试聊最多 10 轮，请清空后再问', 'A test chat holds ten questions; clear it to ask more.', '試聊最多 10 輪，請清空後再問'],
} as const satisfies Record<string, Texts>;

export type ReviewMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<ReviewMessageKey, string>;

export const reviewCatalog: FlowCatalog<ReviewMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
