import type { MoneyTranslation } from './index';

const ar: MoneyTranslation = {
  messages: {
    amountRange: 'أدخل مبلغًا أكبر من صفر ولا يتجاوز 1000000.',
    referenceNeeded: 'أدخل مرجع الدفع.',
    topUpRequested: 'تم تسجيل الرصيد المضاف: سيُضاف بعد أن يؤكد السوق الدفع.',
    topUpNotFound: 'لم يتم العثور على هذا الرصيد المضاف.',
    topUpNotPending: 'تم البت في هذا الرصيد المضاف بالفعل.',
    topUpConfirmed: 'تم تأكيد الرصيد المضاف وإضافته.',
    topUpRejected: 'تم رفض الرصيد المضاف.',
    payoutRequested: 'تم طلب السحب: المبلغ محجوز حتى يتم دفعه.',
    payoutBelowMinimum: 'يجب ألا يقل السحب عن الحد الأدنى.',
    payoutOverAvailable: 'لا يمكن أن يتجاوز السحب الرصيد المتاح.',
    payoutNoBankAccount: 'أضف حسابًا مصرفيًا للمتجر قبل طلب السحب.',
    payoutBankNotVerified: 'لم يتم التحقق من الحساب المصرفي للمتجر بعد: يمكن طلب السحب بعد أن يتحقق منه السوق.',
    payoutNotFound: 'لم يتم العثور على هذا السحب.',
    payoutWrongState: 'لا يمكن تنفيذ ذلك على هذا السحب في حالته الحالية.',
    payoutApproved: 'تمت الموافقة على السحب.',
    payoutPaid: 'تم تعليم السحب كمدفوع.',
    payoutRejected: 'تم رفض السحب: عاد المبلغ إلى الرصيد المتاح.',
    bankReferenceNeeded: 'أدخل مرجع البنك للتحويل.',
    idempotencyKeyReused: 'استُخدم مفتاح الطلب هذا بالفعل لطلب مختلف.',
    adjustmentAmount: 'التعديل مبلغ صحيح غير الصفر، لا يتجاوز 1000000 في أي اتجاه.',
    adjustmentSaved: 'تم تعديل المحفظة.',
    walletInsufficient: 'الرصيد المتاح لا يكفي لذلك.',
    monthFormat: 'اختر شهرًا (YYYY-MM).',
  },
};

export default ar;
