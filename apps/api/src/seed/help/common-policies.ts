import type { PolicySeed } from './types.js';

/** The terms and the privacy policy, the same for every service (Markdown). */
export const COMMON_POLICIES: readonly PolicySeed[] = [
  {
    kind: 'terms',
    texts: {
      en: {
        title: 'Terms of service for vendors',
        body: `By selling on the marketplace you agree to these terms.

- **Your store.** The details and documents you give are true and kept up to date. An operator approves a store before it sells, and may suspend one that breaks these terms.
- **Your listings.** Names, pictures, prices and stock are accurate. Prices include taxes; you may not charge customers more than the listed price.
- **Orders.** Accept or reject a new order within 10 minutes, prepare it in the time you give, and hand it over in good condition.
- **Money.** The marketplace collects online payments and pays your earnings, after its commission and your coupons, to the bank account on your store. Cash collected on delivery is yours; its commission is taken from your wallet.
- **Forbidden.** Counterfeit, stolen, expired or illegal goods, and any attempt to take customers' orders outside the marketplace.

We may change these terms with 15 days' notice on this page.`,
      },
      fr: {
        title: 'Conditions générales pour les vendeurs',
        body: `En vendant sur la place de marché, vous acceptez ces conditions.

- **Votre boutique.** Les informations et documents fournis sont exacts et tenus à jour. Un opérateur approuve une boutique avant qu'elle ne vende et peut suspendre celle qui enfreint ces conditions.
- **Vos annonces.** Noms, photos, prix et stocks sont exacts. Les prix incluent les taxes ; vous ne pouvez pas facturer plus que le prix affiché.
- **Commandes.** Acceptez ou refusez une nouvelle commande sous 10 minutes, préparez-la dans le délai annoncé et remettez-la en bon état.
- **Argent.** La place de marché encaisse les paiements en ligne et verse vos gains, après sa commission et vos codes promo, sur le compte bancaire de votre boutique. L'argent encaissé à la livraison vous revient ; sa commission est prélevée sur votre portefeuille.
- **Interdit.** Les produits contrefaits, volés, périmés ou illégaux, et toute tentative de prendre les commandes des clients hors de la place de marché.

Nous pouvons modifier ces conditions avec un préavis de 15 jours sur cette page.`,
      },
      ar: {
        title: 'شروط الخدمة للبائعين',
        body: `بالبيع في السوق فإنك توافق على هذه الشروط.

- **متجرك.** البيانات والمستندات التي تقدّمها صحيحة ومحدّثة. يوافق أحد المشغلين على المتجر قبل أن يبيع، ويمكنه إيقاف المتجر الذي يخالف هذه الشروط.
- **منتجاتك.** الأسماء والصور والأسعار والمخزون دقيقة. الأسعار تشمل الضرائب؛ ولا يجوز أن تتقاضى من العملاء أكثر من السعر المعروض.
- **الطلبات.** اقبل الطلب الجديد أو ارفضه خلال 10 دقائق، وحضّره في الوقت الذي تحدده، وسلّمه بحالة جيدة.
- **الأموال.** يحصّل السوق المدفوعات الإلكترونية ويدفع أرباحك، بعد عمولته وكوبوناتك، إلى الحساب البنكي لمتجرك. النقد المحصّل عند التسليم لك؛ وتُخصم عمولته من محفظتك.
- **الممنوعات.** البضائع المقلدة أو المسروقة أو منتهية الصلاحية أو غير القانونية، وأي محاولة لأخذ طلبات العملاء خارج السوق.

يجوز لنا تعديل هذه الشروط بإشعار مسبق مدته 15 يومًا على هذه الصفحة.`,
      },
      zh: {
        title: '商家服务条款',
        body: `在平台上销售即表示您同意本条款。

- **您的店铺。** 您提供的信息和文件真实且保持更新。店铺须经运营人员审核通过后方可销售，违反本条款的店铺可能被暂停。
- **您的商品。** 名称、图片、价格和库存须准确。价格含税；不得向顾客收取高于标价的费用。
- **订单。** 在 10 分钟内接受或拒绝新订单，在承诺的时间内备好订单，并完好交付。
- **资金。** 平台代收线上付款，扣除佣金和您的优惠券后，将收入支付到店铺的银行账户。货到付款收取的现金归您所有；其佣金从您的钱包中扣除。
- **禁止事项。** 假冒、被盗、过期或违法商品，以及任何试图在平台之外承接顾客订单的行为。

我们可能修改本条款，并会在本页面提前 15 天通知。`,
      },
    },
  },
  {
    kind: 'privacy',
    texts: {
      en: {
        title: 'Privacy policy',
        body: `This policy explains what we keep about your store and your customers, and why.

- **What we keep.** Your account and store details, bank account, KYC numbers and documents, your delivery boys' details and documents, and the orders, bookings and payments of your store.
- **Who sees it.** Your documents and your delivery boys' documents are **private**: only you and the marketplace's operators can open them. Customers see your store's public details and pictures only.
- **Customers' data.** Use a customer's name, phone and address **only to fulfil their order**. Do not copy them, message customers for other purposes or share them.
- **How long.** Orders and payments are kept as the law requires for accounts (8 years); documents of a closed store are deleted after that.
- **Your rights.** Ask support for a copy of your data or to correct it.`,
      },
      fr: {
        title: 'Politique de confidentialité',
        body: `Cette politique explique ce que nous conservons sur votre boutique et vos clients, et pourquoi.

- **Ce que nous conservons.** Les informations de votre compte et de votre boutique, votre compte bancaire, vos numéros et documents KYC, les informations et documents de vos livreurs, ainsi que les commandes, réservations et paiements de votre boutique.
- **Qui y a accès.** Vos documents et ceux de vos livreurs sont **privés** : seuls vous et les opérateurs de la place de marché peuvent les ouvrir. Les clients ne voient que les informations et images publiques de votre boutique.
- **Données des clients.** N'utilisez le nom, le téléphone et l'adresse d'un client **que pour exécuter sa commande**. Ne les copiez pas, ne contactez pas les clients à d'autres fins et ne les partagez pas.
- **Durée.** Les commandes et paiements sont conservés aussi longtemps que la loi l'exige pour la comptabilité (8 ans) ; les documents d'une boutique fermée sont ensuite supprimés.
- **Vos droits.** Demandez au support une copie de vos données ou leur correction.`,
      },
      ar: {
        title: 'سياسة الخصوصية',
        body: `توضح هذه السياسة ما نحتفظ به عن متجرك وعملائك، ولماذا.

- **ما نحتفظ به.** بيانات حسابك ومتجرك، وحسابك البنكي، وأرقام ومستندات التحقق من الهوية، وبيانات عمال التوصيل ومستنداتهم، وطلبات متجرك وحجوزاته ومدفوعاته.
- **من يطّلع عليها.** مستنداتك ومستندات عمال التوصيل **خاصة**: لا يفتحها إلا أنت ومشغلو السوق. لا يرى العملاء إلا بيانات متجرك وصوره العامة.
- **بيانات العملاء.** استخدم اسم العميل وهاتفه وعنوانه **لتنفيذ طلبه فقط**. لا تنسخها ولا تراسل العملاء لأغراض أخرى ولا تشاركها.
- **مدة الاحتفاظ.** تُحفظ الطلبات والمدفوعات المدة التي يفرضها القانون للمحاسبة (8 سنوات)؛ وتُحذف مستندات المتجر المغلق بعد ذلك.
- **حقوقك.** اطلب من الدعم نسخة من بياناتك أو تصحيحها.`,
      },
      zh: {
        title: '隐私政策',
        body: `本政策说明我们保存哪些关于您店铺和顾客的信息及其原因。

- **保存内容。** 您的账户和店铺信息、银行账户、KYC 号码和文件、配送员的信息和文件，以及店铺的订单、预约和付款记录。
- **谁可以查看。** 您的文件和配送员的文件均为**私密**：只有您和平台运营人员可以打开。顾客只能看到店铺的公开信息和图片。
- **顾客数据。** 顾客的姓名、电话和地址**仅可用于履行其订单**。不得复制、不得因其他目的联系顾客，也不得分享。
- **保存期限。** 订单和付款记录按会计法规要求保存（8 年）；已关闭店铺的文件在此之后删除。
- **您的权利。** 可向客服申请获取或更正您的数据。`,
      },
    },
  },
];
