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
};

export default zh;
