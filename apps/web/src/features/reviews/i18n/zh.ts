import type { ReviewTranslation } from './index';

const zh: ReviewTranslation = {
  title: '评价',
  subtitle: '顾客对已送达订单的评价，以及您的回复。',
  viewTitle: '订单 #{{number}} 的评价',
  back: '全部评价',
  average: '平均评分',
  count: '评价：{{count}}',
  stars: '{{rating}} 星（满分 5 星）',
  starsShort: '{{rating}}★',
  barLabel: '{{rating}} 星：{{count}}',
  filters: { rating: '评分', replied: '回复', repliedYes: '已回复', repliedNo: '待回复' },
  order: '订单 #{{number}}',
  noComment: '没有评论。',
  waiting: '等待您的回复',
  yourReply: '您的回复',
  reply: '回复',
  editReply: '修改回复',
  saveReply: '保存回复',
  cancel: '取消',
  open: '打开订单 #{{number}} 的评价',
  empty: '暂无评价',
  emptyHint: '订单送达后顾客即可评价，评价会显示在这里。',
  noMatch: '没有符合这些筛选条件的评价',
  clearFilters: '清除筛选',
  messages: {
    reviewAdded: '感谢您的评价。',
    reviewNotFound: '未找到此评价。',
    reviewNotAllowed: '只有已送达的订单可以评价。',
    alreadyReviewed: '此订单已评价过。',
    ratingRange: '请选择 1 到 5 星的评分。',
    replyNeeded: '请填写回复。',
    replySaved: '您的回复已保存。',
  },
};

export default zh;
