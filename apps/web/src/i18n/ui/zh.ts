import type { UiTranslation } from './index';

const zh: UiTranslation = {
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
  pagePrevious: '转到上一页',
  pageNext: '转到下一页',
};

export default zh;
