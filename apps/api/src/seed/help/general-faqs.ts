import type { FaqSeed } from './types.js';

/** Questions every vendor asks, whatever its service (Markdown answers). */
export const GENERAL_FAQS: readonly FaqSeed[] = [
  {
    en: {
      question: 'How does my store get approved?',
      answer:
        'Upload what the marketplace needs to identify you: the **store logo**, your **PAN or driving licence** number with a photo of its front, and your **Aadhaar** number with photos of both sides. An operator then reviews the store. Until it is approved, the dashboard shows *Documents missing* or *Pending*; you can already set up your catalogue meanwhile.',
    },
    fr: {
      question: 'Comment ma boutique est-elle approuvée ?',
      answer:
        "Envoyez ce dont la place de marché a besoin pour vous identifier : le **logo de la boutique**, le numéro de votre **PAN ou permis de conduire** avec une photo du recto, et votre numéro **Aadhaar** avec des photos des deux faces. Un opérateur examine ensuite la boutique. Tant qu'elle n'est pas approuvée, le tableau de bord affiche *Documents manquants* ou *En attente* ; vous pouvez déjà préparer votre catalogue.",
    },
    ar: {
      question: 'كيف تتم الموافقة على متجري؟',
      answer:
        'ارفع ما يحتاجه السوق للتحقق من هويتك: **شعار المتجر**، ورقم **بطاقة PAN أو رخصة القيادة** مع صورة لوجهها الأمامي، ورقم **آدهار** مع صور للوجهين. بعد ذلك يراجع أحد المشغلين المتجر. وإلى أن تتم الموافقة، تعرض لوحة التحكم *مستندات ناقصة* أو *قيد المراجعة*؛ ويمكنك تجهيز كتالوجك في الأثناء.',
    },
    zh: {
      question: '我的店铺如何获得审核通过？',
      answer:
        '上传平台核实您身份所需的材料：**店铺标志**、**PAN 卡或驾驶证**号码及其正面照片，以及 **Aadhaar** 号码及其正反面照片。之后由运营人员审核店铺。在审核通过之前，仪表板会显示*缺少文件*或*待审核*；在此期间您可以先整理商品目录。',
    },
  },
  {
    en: {
      question: 'When can I withdraw the money from a sale?',
      answer:
        'A sale is credited to your wallet when the order is delivered (or the booking completed) and stays **pending for 7 days**, in case the customer reports a problem. It then becomes **available**: request a payout from **Payouts** (at least ₹500) and it is paid to the bank account on your store.',
    },
    fr: {
      question: "Quand puis-je retirer l'argent d'une vente ?",
      answer:
        'Une vente est créditée sur votre portefeuille quand la commande est livrée (ou la réservation terminée) et reste **en attente pendant 7 jours**, au cas où le client signalerait un problème. Elle devient ensuite **disponible** : demandez un versement depuis **Versements** (au moins 500 ₹) ; il est payé sur le compte bancaire de votre boutique.',
    },
    ar: {
      question: 'متى يمكنني سحب أموال عملية بيع؟',
      answer:
        'تُضاف عملية البيع إلى محفظتك عند تسليم الطلب (أو إتمام الحجز) وتبقى **معلّقة لمدة 7 أيام** تحسبًا لإبلاغ العميل عن مشكلة. ثم تصبح **متاحة**: اطلب دفعة من صفحة **المدفوعات** (500 ₹ على الأقل) لتُحوَّل إلى الحساب البنكي المسجّل لمتجرك.',
    },
    zh: {
      question: '销售款项什么时候可以提现？',
      answer:
        '订单送达（或预约完成）时，销售款会记入您的钱包，并**待结算 7 天**，以便处理顾客可能反馈的问题。之后款项变为**可用**：在**提现**页面申请提现（至少 ₹500），款项将支付到店铺登记的银行账户。',
    },
  },
  {
    en: {
      question: 'What commission does the marketplace take?',
      answer:
        'It depends on your plan: **Starter** 10 %, **Growth** 8 %, **Pro** 5 %. Commission is charged on the products after a product coupon, **never on the delivery charge**. Each sale shows its commission under *Your earnings*.',
    },
    fr: {
      question: 'Quelle commission la place de marché prélève-t-elle ?',
      answer:
        'Cela dépend de votre formule : **Starter** 10 %, **Growth** 8 %, **Pro** 5 %. La commission porte sur les produits après un code promo produit, **jamais sur les frais de livraison**. Chaque vente affiche sa commission sous *Vos gains*.',
    },
    ar: {
      question: 'ما العمولة التي يتقاضاها السوق؟',
      answer:
        'تعتمد على خطتك: **Starter** ‏10٪، و**Growth** ‏8٪، و**Pro** ‏5٪. تُحتسب العمولة على المنتجات بعد كوبون المنتجات، **ولا تُحتسب أبدًا على رسوم التوصيل**. تعرض كل عملية بيع عمولتها تحت *أرباحك*.',
    },
    zh: {
      question: '平台收取多少佣金？',
      answer:
        '取决于您的套餐：**Starter** 10%，**Growth** 8%，**Pro** 5%。佣金按扣除商品优惠券后的商品金额计算，**从不对配送费收取**。每笔销售都会在*您的收入*中显示其佣金。',
    },
  },
  {
    en: {
      question: 'How do I stop new orders for a while?',
      answer:
        'Use the store switch in the top bar: **pause** new orders for 15, 30 or 60 minutes (they resume by themselves) or **close** the store until you open it again. Orders already accepted are not affected.',
    },
    fr: {
      question: 'Comment arrêter les nouvelles commandes pendant un moment ?',
      answer:
        "Utilisez l'interrupteur de la boutique dans la barre du haut : **mettez en pause** les nouvelles commandes pendant 15, 30 ou 60 minutes (elles reprennent d'elles-mêmes) ou **fermez** la boutique jusqu'à sa réouverture. Les commandes déjà acceptées ne changent pas.",
    },
    ar: {
      question: 'كيف أوقف الطلبات الجديدة لفترة؟',
      answer:
        'استخدم مفتاح المتجر في الشريط العلوي: **أوقف مؤقتًا** الطلبات الجديدة لمدة 15 أو 30 أو 60 دقيقة (تُستأنف تلقائيًا) أو **أغلق** المتجر حتى تفتحه من جديد. لا تتأثر الطلبات المقبولة مسبقًا.',
    },
    zh: {
      question: '如何暂时停止接收新订单？',
      answer:
        '使用顶部栏的店铺开关：**暂停**新订单 15、30 或 60 分钟（到时自动恢复），或**关闭**店铺直到您再次开启。已接受的订单不受影响。',
    },
  },
  {
    en: {
      question: 'Who pays for a coupon?',
      answer:
        'Your store does: coupons are yours to create under **Coupons**, and their discount is recorded as *coupon cost* in the sale. A rejected or cancelled order gives its use of the coupon back.',
    },
    fr: {
      question: 'Qui paie un code promo ?',
      answer:
        'Votre boutique : vous créez vos codes promo dans **Codes promo**, et leur réduction est enregistrée comme *coût du code promo* dans la vente. Une commande refusée ou annulée rend son utilisation du code.',
    },
    ar: {
      question: 'من يتحمّل تكلفة الكوبون؟',
      answer:
        'متجرك: أنت من ينشئ الكوبونات في صفحة **الكوبونات**، ويُسجَّل خصمها كـ*تكلفة كوبون* في عملية البيع. الطلب المرفوض أو الملغى يعيد استخدام الكوبون.',
    },
    zh: {
      question: '优惠券由谁承担？',
      answer:
        '由您的店铺承担：优惠券在**优惠券**页面由您创建，其折扣在销售中记为*优惠券成本*。被拒绝或取消的订单会退回其对优惠券的使用次数。',
    },
  },
  {
    en: {
      question: 'Can I use the portal in another language?',
      answer:
        'Yes: choose **English, Français, العربية or 中文** from the language menu in the top bar. Arabic switches the whole portal to right-to-left. Help pages show a text in English when it has no translation yet.',
    },
    fr: {
      question: 'Puis-je utiliser le portail dans une autre langue ?',
      answer:
        "Oui : choisissez **English, Français, العربية ou 中文** dans le menu des langues de la barre du haut. L'arabe affiche tout le portail de droite à gauche. Les pages d'aide montrent un texte en anglais tant qu'il n'est pas traduit.",
    },
    ar: {
      question: 'هل يمكنني استخدام البوابة بلغة أخرى؟',
      answer:
        'نعم: اختر **English أو Français أو العربية أو 中文** من قائمة اللغات في الشريط العلوي. تعرض العربية البوابة كلها من اليمين إلى اليسار. تعرض صفحات المساعدة النص بالإنجليزية إذا لم تتوفر ترجمته بعد.',
    },
    zh: {
      question: '可以用其他语言使用门户吗？',
      answer:
        '可以：在顶部栏的语言菜单中选择 **English、Français、العربية 或 中文**。选择阿拉伯语时整个门户会切换为从右到左显示。帮助页面中尚未翻译的内容会以英文显示。',
    },
  },
];
