import type { NotificationTranslation } from './index';

const zh: NotificationTranslation = {
  title: '通知',
  subtitle: '您的店铺动态：订单、申请、提现、支持团队的回复以及您的套餐。',
  bell: '通知',
  bellUnread: '通知：{{count}} 条未读',
  latest: '最新通知',
  seeAll: '查看全部通知',
  none: '暂无通知',
  markAllRead: '全部标为已读',
  markRead: '标为已读',
  unreadMark: '未读',
  filters: { state: '显示', type: '类型' },
  states: { unread: '未读', read: '已读' },
  types: {
    requestApproved: { title: '商品申请已批准', body: '“{{name}}”已获批准并加入您的列表。' },
    requestRejected: { title: '商品申请被拒绝', body: '“{{name}}”被拒绝：{{reason}}' },
    categoryApproved: { title: '类别申请已批准', body: '“{{name}}”已获批准：现在即可使用。' },
    categoryRejected: { title: '类别申请被拒绝', body: '“{{name}}”被拒绝：{{reason}}' },
    documentVerified: { title: '文件已验证', body: '{{store}} 的{{document}}已通过验证。' },
    newOrder: { title: '新订单', body: '{{store}} 收到订单 {{number}}。' },
    newBooking: { title: '新预约', body: '{{store}} 收到预约 {{number}}。' },
    payoutPaid: { title: '提现已支付', body: '{{amount}} 已转入 {{store}} 的银行账户（参考号 {{reference}}）。' },
    ticketReply: { title: '支持团队已回复', body: '支持团队已回复您的工单 #{{number}}：“{{subject}}”。' },
    planExpiring: { title: '您的套餐即将到期', body: '{{store}} 的 {{plan}} 套餐将于 {{endsAt}} 到期：续订以保留其权益。' },
  },
  empty: '暂无通知',
  emptyHint: '新订单和预约、支持团队的回复及其他消息会显示在这里。',
  noMatch: '没有符合这些筛选条件的通知',
  clearFilters: '清除筛选',
  emails: {
    open: '邮件设置',
    title: '邮件通知',
    intro: '选择哪些通知也通过电子邮件发送给您。',
    save: '保存',
  },
  messages: {
    notificationNotFound: '未找到此通知。',
    notificationsAllRead: '所有通知已标为已读。',
    notificationPreferencesSaved: '您的邮件选择已保存。',
    notificationTypeTwice: '每种通知只能提交一次。',
  },
};

export default zh;
