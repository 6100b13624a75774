import type { NotificationTranslation } from './index';

const ar: NotificationTranslation = {
  title: 'الإشعارات',
  subtitle: 'ما حدث في متاجرك: الطلبات والطلبات المقدّمة والسحوبات وردود الدعم واشتراكك.',
  bell: 'الإشعارات',
  bellUnread: 'الإشعارات: {{count}} غير مقروءة',
  latest: 'أحدث الإشعارات',
  seeAll: 'عرض كل الإشعارات',
  none: 'لا توجد إشعارات بعد',
  markAllRead: 'تعليم الكل كمقروء',
  markRead: 'تعليم كمقروء',
  unreadMark: 'غير مقروء',
  filters: { state: 'عرض', type: 'النوع' },
  states: { unread: 'غير المقروءة', read: 'المقروءة' },
  types: {
    requestApproved: { title: 'تمت الموافقة على طلب المنتج', body: 'تمت الموافقة على «{{name}}» وإضافته إلى قائمتك.' },
    requestRejected: { title: 'تم رفض طلب المنتج', body: 'تم رفض «{{name}}»: {{reason}}' },
    categoryApproved: { title: 'تمت الموافقة على طلب الفئة', body: 'تمت الموافقة على «{{name}}»: يمكنك استخدامها الآن.' },
    categoryRejected: { title: 'تم رفض طلب الفئة', body: 'تم رفض «{{name}}»: {{reason}}' },
    documentVerified: { title: 'تم التحقق من المستند', body: 'تم التحقق من {{document}} الخاص بـ {{store}}.' },
    newOrder: { title: 'طلب جديد', body: 'وصل الطلب {{number}} إلى {{store}}.' },
    newBooking: { title: 'حجز جديد', body: 'وصل الحجز {{number}} إلى {{store}}.' },
    payoutPaid: { title: 'تم دفع السحب', body: 'تم تحويل {{amount}} إلى الحساب المصرفي لـ {{store}} (المرجع {{reference}}).' },
    ticketReply: { title: 'رد فريق الدعم', body: 'رد فريق الدعم على تذكرتك رقم {{number}}: «{{subject}}».' },
    planExpiring: { title: 'ينتهي اشتراكك قريبًا', body: 'ينتهي اشتراك {{plan}} الخاص بـ {{store}} في {{endsAt}}: جدّده للاحتفاظ بمزاياه.' },
  },
  empty: 'لا توجد إشعارات بعد',
  emptyHint: 'تظهر هنا الطلبات والحجوزات الجديدة وردود الدعم والأخبار الأخرى.',
  noMatch: 'لا توجد إشعارات تطابق هذه المرشحات',
  clearFilters: 'مسح المرشحات',
  emails: {
    open: 'إعدادات البريد الإلكتروني',
    title: 'الإشعارات عبر البريد الإلكتروني',
    intro: 'اختر الإشعارات التي تُرسل إليك أيضًا عبر البريد الإلكتروني.',
    save: 'حفظ',
  },
  messages: {
    notificationNotFound: 'لم يتم العثور على هذا الإشعار.',
    notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة.',
    notificationPreferencesSaved: 'تم حفظ اختياراتك للبريد الإلكتروني.',
    notificationTypeTwice: 'لا يمكن ذكر كل نوع من الإشعارات إلا مرة واحدة.',
  },
};

export default ar;
