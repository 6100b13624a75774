import type { HelpTranslation } from './index';

const ar: HelpTranslation = {
  faqs: {
    title: 'الأسئلة الشائعة',
    subtitle: 'إجابات حول البيع في السوق، بشكل عام ولكل خدمة.',
    search: 'ابحث في الأسئلة والإجابات',
    services: 'الأسئلة حسب الخدمة',
    all: 'الكل',
    general: 'عام',
    empty: 'لا توجد أسئلة بعد.',
    noMatch: 'لا يوجد سؤال يطابق هذا البحث.',
    clear: 'مسح البحث',
  },
  policy: {
    title: 'السياسات',
    subtitle: 'القواعد التي تنطبق على متاجر كل خدمة وعلى عملائها.',
    service: 'الخدمة',
    kinds: { terms: 'الشروط', privacy: 'الخصوصية', refund: 'الاسترداد', cancellation: 'الإلغاء', shipping: 'التوصيل' },
    updated: 'آخر تحديث {{date}}',
    empty: 'لم تنشر هذه الخدمة سياسات بعد.',
  },
  inEnglish: 'لم تُترجم بعد: معروضة بالإنجليزية.',
};

export default ar;
