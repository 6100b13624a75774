import type { HelpTranslation } from './index';

const zh: HelpTranslation = {
  faqs: {
    title: '常见问题',
    subtitle: '关于在平台上销售的解答，包括通用问题和各项服务的问题。',
    search: '搜索问题和答案',
    services: '按服务分类的问题',
    all: '全部',
    general: '通用',
    empty: '暂无问题。',
    noMatch: '没有与此搜索匹配的问题。',
    clear: '清除搜索',
  },
  policy: {
    title: '政策',
    subtitle: '适用于各项服务的店铺及其顾客的规则。',
    service: '服务',
    kinds: { terms: '条款', privacy: '隐私', refund: '退款', cancellation: '取消', shipping: '配送' },
    updated: '最后更新于 {{date}}',
    empty: '该服务尚未发布政策。',
  },
  inEnglish: '尚未翻译：以英文显示。',
  ui: {
    cancel: '取消',
    retry: '重试',
    all: '全部',
    loadError: '无法加载此页面。',
    missingId: '未选择任何项目。请从列表中打开。',
    notFound: '未找到。它可能已被删除，或不属于您。',
    rowsPerPage: '每页行数',
    filters: '筛选',
    ofTotal: '第 {{from}}–{{to}} 条，共 {{count}} 条',
    ofTotalCapped: '第 {{from}}–{{to}} 条，共 {{count}}+ 条',
    pageFirst: '转到第一页',
    pagePrevious: '转到上一页',
    pageNext: '转到下一页',
    pageLast: '转到最后一页',
  },
};

export default zh;
