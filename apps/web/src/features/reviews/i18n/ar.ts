import type { ReviewTranslation } from './index';

const ar: ReviewTranslation = {
  title: 'التقييمات',
  subtitle: 'ما يقوله عملاؤك عن طلباتهم المُسلَّمة، وردودك.',
  viewTitle: 'تقييم الطلب رقم {{number}}',
  back: 'كل التقييمات',
  average: 'متوسط التقييم',
  count: 'التقييمات: {{count}}',
  stars: '{{rating}} من 5 نجوم',
  starsShort: '{{rating}}★',
  barLabel: '{{rating}} نجوم: {{count}}',
  filters: { rating: 'التقييم', replied: 'الرد', repliedYes: 'تم الرد', repliedNo: 'بانتظار الرد' },
  order: 'الطلب رقم {{number}}',
  noComment: 'لا يوجد تعليق.',
  waiting: 'بانتظار ردك',
  yourReply: 'ردك',
  reply: 'رد',
  editReply: 'تعديل الرد',
  saveReply: 'حفظ الرد',
  cancel: 'إلغاء',
  open: 'فتح تقييم الطلب رقم {{number}}',
  empty: 'لا توجد تقييمات بعد',
  emptyHint: 'يمكن للعملاء تقييم الطلب بعد توصيله؛ تظهر تقييماتهم هنا.',
  noMatch: 'لا توجد تقييمات تطابق هذه المرشحات',
  clearFilters: 'مسح المرشحات',
  messages: {
    reviewAdded: 'شكرًا على تقييمك.',
    reviewNotFound: 'لم يتم العثور على هذا التقييم.',
    reviewNotAllowed: 'لا يمكن تقييم إلا الطلب المُسلَّم.',
    alreadyReviewed: 'تم تقييم هذا الطلب بالفعل.',
    ratingRange: 'اختر تقييمًا من 1 إلى 5 نجوم.',
    replyNeeded: 'اكتب ردًا.',
    replySaved: 'تم حفظ ردك.',
  },
};

export default ar;
