import type { PolicySeed, ServiceKind } from './types.js';

const refund = (texts: PolicySeed['texts']): PolicySeed => ({ kind: 'refund', texts });
const cancellation = (texts: PolicySeed['texts']): PolicySeed => ({ kind: 'cancellation', texts });
const shipping = (texts: PolicySeed['texts']): PolicySeed => ({ kind: 'shipping', texts });

const TITLES = {
  refund: { en: 'Refund policy', fr: 'Politique de remboursement', ar: 'سياسة الاسترداد', zh: '退款政策' },
  cancellation: { en: 'Cancellation policy', fr: "Politique d'annulation", ar: 'سياسة الإلغاء', zh: '取消政策' },
  shipping: { en: 'Delivery policy', fr: 'Politique de livraison', ar: 'سياسة التوصيل', zh: '配送政策' },
} as const;

/** Texts of one policy kind with its titles. */
const titled = (kind: keyof typeof TITLES, bodies: Record<keyof (typeof TITLES)['refund'], string>): PolicySeed['texts'] => ({
  en: { title: TITLES[kind].en, body: bodies.en },
  fr: { title: TITLES[kind].fr, body: bodies.fr },
  ar: { title: TITLES[kind].ar, body: bodies.ar },
  zh: { title: TITLES[kind].zh, body: bodies.zh },
});

/** Products ordered until the store accepts; the store cancels after that only with a reason. */
const productCancellation = (extra: Record<'en' | 'fr' | 'ar' | 'zh', string>) =>
  cancellation(
    titled('cancellation', {
      en: `- A customer may cancel an order **until the store accepts it**.
- After accepting, the store may cancel it only **with a reason** the customer reads (for example an item it cannot supply).
- A cancelled or rejected order puts its stock back, gives its coupon use back and **refunds an online payment in full**.
${extra.en}`,
      fr: `- Un client peut annuler une commande **tant que la boutique ne l'a pas acceptée**.
- Après acceptation, la boutique ne peut l'annuler **qu'avec un motif** que le client lit (par exemple un article qu'elle ne peut pas fournir).
- Une commande annulée ou refusée remet son stock, rend son utilisation du code promo et **rembourse intégralement un paiement en ligne**.
${extra.fr}`,
      ar: `- يمكن للعميل إلغاء الطلب **ما دام المتجر لم يقبله**.
- بعد القبول، لا يجوز للمتجر إلغاؤه إلا **مع ذكر سبب** يقرؤه العميل (مثل صنف لا يستطيع توفيره).
- الطلب الملغى أو المرفوض يعيد مخزونه واستخدام الكوبون، و**يُسترد الدفع الإلكتروني كاملًا**.
${extra.ar}`,
      zh: `- 在**店铺接单之前**，顾客可以取消订单。
- 接单后，店铺只有在**注明原因**（例如无法供应某件商品）的情况下才能取消，顾客可以看到该原因。
- 被取消或拒绝的订单会退回库存、退回优惠券使用次数，并**全额退还线上付款**。
${extra.zh}`,
    }),
  );

export const SERVICE_POLICIES: Readonly<Record<ServiceKind, readonly PolicySeed[]>> = {
  grocery: [
    refund(
      titled('refund', {
        en: `- Report **damaged, missing or wrong items** at delivery, or within **24 hours** for packed goods.
- Fresh produce, dairy and frozen food are checked **at the door**: refuse an item there if it is not right.
- Refunds go back to the original payment method within **5–7 working days**; cash orders are refunded to the customer's bank account.
- The refund is taken from the store's earning for that order.`,
        fr: `- Signalez les **articles abîmés, manquants ou erronés** à la livraison, ou sous **24 heures** pour les produits emballés.
- Les produits frais, laitiers et surgelés se vérifient **à la porte** : refusez-y un article qui ne convient pas.
- Le remboursement revient sur le moyen de paiement d'origine sous **5 à 7 jours ouvrés** ; une commande payée en espèces est remboursée sur le compte bancaire du client.
- Le remboursement est pris sur le gain de la boutique pour cette commande.`,
        ar: `- أبلغ عن **الأصناف التالفة أو الناقصة أو الخاطئة** عند التسليم، أو خلال **24 ساعة** للسلع المعبأة.
- تُفحص المنتجات الطازجة والألبان والمجمدات **عند الباب**: ارفض الصنف هناك إن لم يكن سليمًا.
- يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **5 إلى 7 أيام عمل**؛ وتُسترد الطلبات النقدية إلى الحساب البنكي للعميل.
- يُخصم الاسترداد من أرباح المتجر عن ذلك الطلب.`,
        zh: `- **破损、缺少或错发的商品**请在送达时反馈，包装商品可在 **24 小时**内反馈。
- 生鲜、乳制品和冷冻食品需**当面验收**：如有问题请当场拒收。
- 退款将在 **5–7 个工作日**内原路退回；现金订单退款至顾客的银行账户。
- 退款从店铺该订单的收入中扣除。`,
      }),
    ),
    productCancellation({ en: '', fr: '', ar: '', zh: '' }),
    shipping(
      titled('shipping', {
        en: `- The store delivers to the **pincodes it lists**, at its own delivery charge shown before the customer orders.
- Orders go out as soon as they are packed; the customer follows them from *accepted* to *out for delivery* and *delivered*.
- Chilled and frozen items travel in insulated bags.
- The store's delivery boys carry one order at a time and must show their identity on request.`,
        fr: `- La boutique livre dans les **codes postaux qu'elle indique**, à ses propres frais de livraison affichés avant la commande.
- Les commandes partent dès qu'elles sont emballées ; le client les suit de *acceptée* à *en livraison* puis *livrée*.
- Les produits frais et surgelés voyagent dans des sacs isothermes.
- Les livreurs de la boutique transportent une commande à la fois et présentent leur pièce d'identité sur demande.`,
        ar: `- يوصل المتجر إلى **الرموز البريدية التي يحددها**، برسوم التوصيل الخاصة به التي تظهر قبل الطلب.
- تخرج الطلبات فور تغليفها؛ ويتابعها العميل من *مقبول* إلى *قيد التوصيل* ثم *تم التسليم*.
- تُنقل المنتجات المبردة والمجمدة في حقائب معزولة.
- يحمل عمال توصيل المتجر طلبًا واحدًا في كل مرة ويُظهرون هويتهم عند الطلب.`,
        zh: `- 店铺配送至其**列出的邮编**，配送费由店铺设定，在顾客下单前显示。
- 订单打包完成即出发；顾客可跟踪从*已接单*到*配送中*再到*已送达*的全过程。
- 冷藏和冷冻商品使用保温袋配送。
- 店铺配送员一次只送一单，并应按要求出示身份证明。`,
      }),
    ),
  ],
  food: [
    refund(
      titled('refund', {
        en: `- Report a **missing, wrong or spilled** item within **2 hours** of delivery, with a photo.
- Taste and portion preferences are not grounds for a refund.
- A refund for the store's mistake is taken from its earning for that order; a delivery problem is handled by support.
- Refunds go back to the original payment method within **5–7 working days**.`,
        fr: `- Signalez un article **manquant, erroné ou renversé** dans les **2 heures** suivant la livraison, photo à l'appui.
- Les préférences de goût ou de portion ne donnent pas lieu à remboursement.
- Un remboursement dû à une erreur de la boutique est pris sur son gain pour cette commande ; un problème de livraison est traité par le support.
- Le remboursement revient sur le moyen de paiement d'origine sous **5 à 7 jours ouvrés**.`,
        ar: `- أبلغ عن صنف **ناقص أو خاطئ أو منسكب** خلال **ساعتين** من التسليم، مع صورة.
- تفضيلات الطعم أو الكمية ليست سببًا للاسترداد.
- يُخصم الاسترداد الناتج عن خطأ المتجر من أرباحه عن ذلك الطلب؛ ويتولى الدعم مشكلات التوصيل.
- يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **5 إلى 7 أيام عمل**.`,
        zh: `- 如有**缺少、错发或洒漏**的餐品，请在送达后 **2 小时**内附照片反馈。
- 口味或分量偏好不构成退款理由。
- 因店铺失误产生的退款从店铺该订单的收入中扣除；配送问题由客服处理。
- 退款将在 **5–7 个工作日**内原路退回。`,
      }),
    ),
    productCancellation({
      en: '- Once the kitchen has **started preparing**, the customer can no longer cancel.',
      fr: '- Dès que la cuisine a **commencé la préparation**, le client ne peut plus annuler.',
      ar: '- بمجرد أن **يبدأ المطبخ التحضير** لا يعود بإمكان العميل الإلغاء.',
      zh: '- 厨房**开始备餐**后，顾客不能再取消订单。',
    }),
    shipping(
      titled('shipping', {
        en: `- The store delivers to the **pincodes it lists**, at its own delivery charge shown before the customer orders.
- Food is packed in **sealed, spill-proof** containers; hot and cold dishes travel apart.
- The order leaves when it is ready and is delivered by the store's delivery boys, one order at a time.
- If the customer cannot be reached at the address, the delivery boy waits 10 minutes and calls twice before returning.`,
        fr: `- La boutique livre dans les **codes postaux qu'elle indique**, à ses propres frais de livraison affichés avant la commande.
- Les plats sont emballés dans des contenants **scellés et étanches** ; plats chauds et froids voyagent séparément.
- La commande part dès qu'elle est prête et est livrée par les livreurs de la boutique, une commande à la fois.
- Si le client est injoignable à l'adresse, le livreur attend 10 minutes et appelle deux fois avant de repartir.`,
        ar: `- يوصل المتجر إلى **الرموز البريدية التي يحددها**، برسوم التوصيل الخاصة به التي تظهر قبل الطلب.
- يُغلّف الطعام في عبوات **محكمة الإغلاق ومانعة للتسرب**؛ وتُنقل الأطباق الساخنة والباردة منفصلة.
- يخرج الطلب عند جاهزيته ويوصله عمال توصيل المتجر، طلبًا واحدًا في كل مرة.
- إذا تعذّر الوصول إلى العميل في العنوان، ينتظر عامل التوصيل 10 دقائق ويتصل مرتين قبل العودة.`,
        zh: `- 店铺配送至其**列出的邮编**，配送费由店铺设定，在顾客下单前显示。
- 餐品使用**密封防洒**的容器包装；冷热餐品分开配送。
- 订单备好即出发，由店铺配送员配送，一次一单。
- 如在地址处联系不上顾客，配送员会等待 10 分钟并拨打两次电话后返回。`,
      }),
    ),
  ],
  shopping: [
    refund(
      titled('refund', {
        en: `- Unused items can be returned **within 7 days** of delivery, with their tags, packaging and invoice.
- Not returnable: innerwear, personal care, made-to-measure and clearance items, unless they arrive damaged or wrong.
- The store checks a returned item within 2 days; the refund then goes back to the original payment method within **5–7 working days**.
- The refund is taken from the store's earning for that order.`,
        fr: `- Les articles non utilisés peuvent être retournés **sous 7 jours** après la livraison, avec étiquettes, emballage et facture.
- Non repris : sous-vêtements, soins personnels, articles sur mesure et soldés, sauf s'ils arrivent abîmés ou erronés.
- La boutique vérifie un article retourné sous 2 jours ; le remboursement revient ensuite sur le moyen de paiement d'origine sous **5 à 7 jours ouvrés**.
- Le remboursement est pris sur le gain de la boutique pour cette commande.`,
        ar: `- يمكن إرجاع المنتجات غير المستخدمة **خلال 7 أيام** من التسليم، مع بطاقاتها وتغليفها وفاتورتها.
- لا تُرجع: الملابس الداخلية ومستلزمات العناية الشخصية والمنتجات المفصّلة حسب الطلب ومنتجات التصفية، إلا إذا وصلت تالفة أو خاطئة.
- يفحص المتجر المنتج المرتجع خلال يومين؛ ثم يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **5 إلى 7 أيام عمل**.
- يُخصم الاسترداد من أرباح المتجر عن ذلك الطلب.`,
        zh: `- 未使用的商品可在送达后 **7 天内**退回，需附吊牌、包装和发票。
- 贴身衣物、个人护理用品、定制商品和清仓商品不予退货，送达时破损或错发的除外。
- 店铺在 2 天内检查退回的商品；之后退款在 **5–7 个工作日**内原路退回。
- 退款从店铺该订单的收入中扣除。`,
      }),
    ),
    productCancellation({
      en: '- Once an order is **out for delivery**, the customer may refuse it at the door: it is then treated as a return.',
      fr: '- Une fois la commande **en livraison**, le client peut la refuser à la porte : elle est alors traitée comme un retour.',
      ar: '- بعد أن يصبح الطلب **قيد التوصيل**، يمكن للعميل رفضه عند الباب: ويُعامل حينها كإرجاع.',
      zh: '- 订单**配送中**后，顾客可在门口拒收：此时按退货处理。',
    }),
    shipping(
      titled('shipping', {
        en: `- The store delivers to the **pincodes it lists**, usually within **1–3 days**, at its own delivery charge shown before the customer orders.
- Items are packed so that they arrive as shown: fragile goods are padded and marked.
- The customer follows the order until it is delivered; the delivery boy may ask for the order number at the door.`,
        fr: `- La boutique livre dans les **codes postaux qu'elle indique**, en général sous **1 à 3 jours**, à ses propres frais de livraison affichés avant la commande.
- Les articles sont emballés pour arriver tels que présentés : les objets fragiles sont protégés et signalés.
- Le client suit la commande jusqu'à la livraison ; le livreur peut demander le numéro de commande à la porte.`,
        ar: `- يوصل المتجر إلى **الرموز البريدية التي يحددها**، عادةً خلال **1 إلى 3 أيام**، برسوم التوصيل الخاصة به التي تظهر قبل الطلب.
- تُغلّف المنتجات لتصل كما عُرضت: تُحمى البضائع القابلة للكسر ويُشار إليها.
- يتابع العميل الطلب حتى تسليمه؛ وقد يطلب عامل التوصيل رقم الطلب عند الباب.`,
        zh: `- 店铺配送至其**列出的邮编**，通常在 **1–3 天**内送达，配送费由店铺设定，在顾客下单前显示。
- 商品包装确保送达时与展示一致：易碎品加垫保护并做标记。
- 顾客可跟踪订单直至送达；配送员可能在门口核对订单号。`,
      }),
    ),
  ],
  medicine: [
    refund(
      titled('refund', {
        en: `- **Unopened** medicines can be returned within **48 hours** of delivery with the invoice.
- Not returnable: opened packs, medicines that need refrigeration, and medicines cut from a strip, unless the wrong medicine was delivered.
- A wrong or damaged medicine is replaced or refunded in full.
- Refunds go back to the original payment method within **5–7 working days**.`,
        fr: `- Les médicaments **non ouverts** peuvent être retournés sous **48 heures** après la livraison avec la facture.
- Non repris : boîtes ouvertes, médicaments à conserver au froid et plaquettes découpées, sauf si le mauvais médicament a été livré.
- Un médicament erroné ou abîmé est remplacé ou remboursé intégralement.
- Le remboursement revient sur le moyen de paiement d'origine sous **5 à 7 jours ouvrés**.`,
        ar: `- يمكن إرجاع الأدوية **غير المفتوحة** خلال **48 ساعة** من التسليم مع الفاتورة.
- لا تُرجع: العبوات المفتوحة، والأدوية التي تحتاج إلى تبريد، والأدوية المقطوعة من الشريط، إلا إذا سُلِّم دواء خاطئ.
- يُستبدل الدواء الخاطئ أو التالف أو يُسترد ثمنه كاملًا.
- يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **5 إلى 7 أيام عمل**.`,
        zh: `- **未开封**的药品可在送达后 **48 小时**内凭发票退回。
- 已开封的药品、需冷藏的药品以及从板装上剪下的药品不予退货，送错药品的情况除外。
- 送错或破损的药品将予以更换或全额退款。
- 退款将在 **5–7 个工作日**内原路退回。`,
      }),
    ),
    productCancellation({
      en: '- The store **must cancel** an order of prescription-only medicines whose prescription is missing or not valid.',
      fr: "- La boutique **doit annuler** une commande de médicaments sur ordonnance dont l'ordonnance manque ou n'est pas valable.",
      ar: '- **يجب على المتجر إلغاء** طلب الأدوية الخاضعة للوصفة إذا كانت الوصفة مفقودة أو غير صالحة.',
      zh: '- 处方药订单如缺少处方或处方无效，店铺**必须取消**该订单。',
    }),
    shipping(
      titled('shipping', {
        en: `- The store delivers to the **pincodes it lists**, at its own delivery charge shown before the customer orders.
- The delivery boy checks the **original prescription** at the door for prescription-only medicines.
- Medicines that need refrigeration travel in a cold box and are handed over in person, never left at the door.`,
        fr: `- La boutique livre dans les **codes postaux qu'elle indique**, à ses propres frais de livraison affichés avant la commande.
- Le livreur vérifie l'**ordonnance originale** à la porte pour les médicaments sur ordonnance.
- Les médicaments à conserver au froid voyagent en glacière et sont remis en main propre, jamais laissés devant la porte.`,
        ar: `- يوصل المتجر إلى **الرموز البريدية التي يحددها**، برسوم التوصيل الخاصة به التي تظهر قبل الطلب.
- يتحقق عامل التوصيل من **الوصفة الأصلية** عند الباب للأدوية الخاضعة للوصفة.
- تُنقل الأدوية التي تحتاج إلى تبريد في صندوق مبرّد وتُسلَّم يدًا بيد، ولا تُترك أبدًا عند الباب.`,
        zh: `- 店铺配送至其**列出的邮编**，配送费由店铺设定，在顾客下单前显示。
- 配送处方药时，配送员会在门口核对**处方原件**。
- 需冷藏的药品使用冷藏箱配送，并须当面交付，绝不放在门口。`,
      }),
    ),
  ],
  booking: [
    refund(
      titled('refund', {
        en: `- A visit that **did not take place** because of the provider is refunded in full.
- Report a problem with the work within **48 hours** of the visit: the provider comes back to fix it, or support decides on a refund.
- Parts and materials bought for the customer are charged as agreed on site and are not refunded once fitted.
- Refunds go back to the original payment method within **5–7 working days**.`,
        fr: `- Une visite **non effectuée** du fait du prestataire est remboursée intégralement.
- Signalez un problème sur le travail dans les **48 heures** suivant la visite : le prestataire revient le corriger, ou le support décide d'un remboursement.
- Les pièces et fournitures achetées pour le client sont facturées comme convenu sur place et ne sont pas remboursées une fois posées.
- Le remboursement revient sur le moyen de paiement d'origine sous **5 à 7 jours ouvrés**.`,
        ar: `- تُسترد قيمة الزيارة كاملة إذا **لم تتم** بسبب مقدّم الخدمة.
- أبلغ عن أي مشكلة في العمل خلال **48 ساعة** من الزيارة: يعود مقدّم الخدمة لإصلاحها، أو يقرر الدعم الاسترداد.
- تُحتسب القطع والمواد المشتراة للعميل كما اتُّفق عليه في الموقع ولا تُسترد بعد تركيبها.
- يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال **5 إلى 7 أيام عمل**.`,
        zh: `- 因服务方原因**未能上门**的，全额退款。
- 如对服务有异议，请在上门后 **48 小时**内反馈：服务方会返工修复，或由客服决定是否退款。
- 为顾客购买的零件和材料按现场约定收费，安装后不予退款。
- 退款将在 **5–7 个工作日**内原路退回。`,
      }),
    ),
    cancellation(
      titled('cancellation', {
        en: `- A customer may cancel a booking **while it is pending**, free of charge.
- The provider may cancel a booking with a **reason** the customer reads, or **reschedule** it to another free place.
- A pending booking not confirmed before its time is cancelled automatically.
- A customer who is not there once the visit's time has begun is marked **no-show**.`,
        fr: `- Un client peut annuler une réservation **tant qu'elle est en attente**, sans frais.
- Le prestataire peut annuler une réservation avec un **motif** que le client lit, ou la **reporter** sur une autre place libre.
- Une réservation en attente non confirmée avant son heure est annulée automatiquement.
- Un client absent une fois l'heure de la visite commencée est noté **absent**.`,
        ar: `- يمكن للعميل إلغاء الحجز **ما دام معلّقًا**، دون رسوم.
- يمكن لمقدّم الخدمة إلغاء الحجز مع **سبب** يقرؤه العميل، أو **إعادة جدولته** إلى مكان شاغر آخر.
- الحجز المعلّق الذي لا يُؤكَّد قبل موعده يُلغى تلقائيًا.
- العميل غير الموجود بعد بدء موعد الزيارة يُسجَّل **لم يحضر**.`,
        zh: `- 预约**待确认期间**，顾客可免费取消。
- 服务方可以注明**原因**取消预约（顾客可见），或将其**改期**到其他空余名额。
- 在开始时间前仍未确认的待确认预约会被自动取消。
- 上门时间开始后顾客不在的，记为**未到场**。`,
      }),
    ),
  ],
};
