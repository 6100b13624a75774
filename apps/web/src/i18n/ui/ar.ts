import type { UiTranslation } from './index';

const ar: UiTranslation = {
  cancel: 'إلغاء',
  retry: 'إعادة المحاولة',
  all: 'الكل',
  loadError: 'تعذّر تحميل هذه الصفحة.',
  missingId: 'لم يتم اختيار أي عنصر. افتحه من القائمة.',
  notFound: 'غير موجود. ربما حُذف، أو أنه ليس لك.',
  rowsPerPage: 'عدد الصفوف في الصفحة',
  filters: 'عوامل التصفية',
  ofTotal: '{{from}}–{{to}} من {{count}}',
  ofTotalCapped: '{{from}}–{{to}} من أكثر من {{count}}',
  pagePrevious: 'الانتقال إلى الصفحة السابقة',
  pageNext: 'الانتقال إلى الصفحة التالية',
};

export default ar;
