import type { FaqSeed, ServiceKind } from './types.js';

/** Each kind of service's own questions (every bookable service shares the bookings' ones). */
export const SERVICE_FAQS: Readonly<Record<ServiceKind, readonly FaqSeed[]>> = {
  grocery: [
    {
      en: {
        question: 'How do I add products to my store?',
        answer:
          'Open **Add grocery item**, search the marketplace catalogue and add a product with your **price, MRP and stock**. If a product is missing, send a *product request*: it joins your list once an operator approves it.',
      },
      fr: {
        question: 'Comment ajouter des produits à ma boutique ?',
        answer:
          "Ouvrez **Ajouter un article d'épicerie**, cherchez dans le catalogue de la place de marché et ajoutez un produit avec votre **prix, PVC et stock**. S'il manque un produit, envoyez une *demande de produit* : il rejoint votre liste dès qu'un opérateur l'approuve.",
      },
      ar: {
        question: 'كيف أضيف منتجات إلى متجري؟',
        answer:
          'افتح **إضافة منتج بقالة**، وابحث في كتالوج السوق وأضف المنتج مع **سعرك وسعر التجزئة الأقصى والمخزون**. إذا لم تجد منتجًا، أرسل *طلب منتج*: يُضاف إلى قائمتك بعد موافقة أحد المشغلين.',
      },
      zh: {
        question: '如何向店铺添加商品？',
        answer:
          '打开**添加杂货商品**，在平台商品库中搜索并添加商品，填写您的**售价、建议零售价和库存**。如果找不到某个商品，请提交*商品申请*：运营人员批准后它就会加入您的列表。',
      },
    },
    {
      en: {
        question: 'What happens when a product runs out?',
        answer:
          'Stock is taken when an order is placed and never goes below zero: customers cannot order more than you have. At zero the product shows **out of stock**; products running low are counted on your dashboard.',
      },
      fr: {
        question: 'Que se passe-t-il quand un produit est épuisé ?',
        answer:
          "Le stock est pris au moment de la commande et ne descend jamais sous zéro : les clients ne peuvent pas commander plus que vous n'avez. À zéro, le produit s'affiche **en rupture** ; les produits presque épuisés sont comptés sur votre tableau de bord.",
      },
      ar: {
        question: 'ماذا يحدث عند نفاد منتج؟',
        answer:
          'يُخصم المخزون عند تقديم الطلب ولا ينزل أبدًا تحت الصفر: لا يستطيع العملاء طلب أكثر مما لديك. عند الصفر يظهر المنتج **نفد من المخزون**؛ وتُحصى المنتجات التي أوشكت على النفاد في لوحة التحكم.',
      },
      zh: {
        question: '商品卖完了会怎样？',
        answer:
          '下单时即扣减库存，且库存永远不会低于零：顾客无法订购超过您现有数量的商品。库存为零时商品显示**缺货**；库存不足的商品会在仪表板上统计。',
      },
    },
    {
      en: {
        question: 'How quickly must I accept an order?',
        answer:
          'Within **10 minutes**. An order not accepted in time is rejected for you: its stock goes back to your shelf and an online payment is refunded. New orders ring and show on **Orders** as they arrive.',
      },
      fr: {
        question: 'En combien de temps dois-je accepter une commande ?',
        answer:
          'Sous **10 minutes**. Une commande non acceptée à temps est refusée à votre place : son stock revient en rayon et un paiement en ligne est remboursé. Les nouvelles commandes sonnent et apparaissent dans **Commandes** dès leur arrivée.',
      },
      ar: {
        question: 'ما المدة المتاحة لقبول الطلب؟',
        answer:
          'خلال **10 دقائق**. الطلب الذي لا يُقبل في الوقت المحدد يُرفض تلقائيًا: يعود مخزونه إلى رفوفك ويُسترد الدفع الإلكتروني. تصدر الطلبات الجديدة تنبيهًا صوتيًا وتظهر في **الطلبات** فور وصولها.',
      },
      zh: {
        question: '我必须在多长时间内接单？',
        answer: '**10 分钟**内。未及时接受的订单将被自动拒绝：库存退回货架，线上付款原路退款。新订单到达时会响铃并显示在**订单**页面。',
      },
    },
    {
      en: {
        question: 'Can I sell one product in several sizes?',
        answer: 'Yes: add **variations** to an item of your list (for example *500 g* and *1 kg*), each with its own price, MRP and stock.',
      },
      fr: {
        question: 'Puis-je vendre un produit en plusieurs formats ?',
        answer:
          'Oui : ajoutez des **variantes** à un article de votre liste (par exemple *500 g* et *1 kg*), chacune avec son prix, son PVC et son stock.',
      },
      ar: {
        question: 'هل يمكنني بيع منتج واحد بعدة أحجام؟',
        answer: 'نعم: أضف **متغيرات** إلى منتج في قائمتك (مثل *500 غ* و*1 كغ*)، لكل منها سعره وسعر التجزئة الأقصى ومخزونه.',
      },
      zh: {
        question: '一个商品可以按多种规格出售吗？',
        answer: '可以：为列表中的商品添加**规格**（例如 *500 克* 和 *1 千克*），每个规格都有自己的售价、建议零售价和库存。',
      },
    },
  ],
  food: [
    {
      en: {
        question: 'How do I tell customers when their food will be ready?',
        answer:
          'When you accept an order, choose its **preparation time** (5 to 180 minutes). The order then shows *Ready by* with that time; mark it **ready** when it is packed, then **dispatch** it with a delivery boy.',
      },
      fr: {
        question: 'Comment indiquer aux clients quand leur repas sera prêt ?',
        answer:
          'En acceptant une commande, choisissez son **temps de préparation** (5 à 180 minutes). La commande affiche alors *Prête à* avec cette heure ; marquez-la **prête** une fois emballée, puis **expédiez-la** avec un livreur.',
      },
      ar: {
        question: 'كيف أبلغ العملاء بموعد جاهزية طعامهم؟',
        answer:
          'عند قبول الطلب اختر **مدة التحضير** (من 5 إلى 180 دقيقة). يعرض الطلب حينها *جاهز بحلول* مع الوقت؛ ضع علامة **جاهز** عند تغليفه، ثم **أرسله** مع عامل توصيل.',
      },
      zh: {
        question: '如何告诉顾客餐品何时准备好？',
        answer: '接单时选择**备餐时间**（5 至 180 分钟）。订单随即显示*预计完成时间*；打包完成后标记为**已备好**，再交由配送员**发货**。',
      },
    },
    {
      en: {
        question: 'Can I switch a dish off for the day?',
        answer:
          'Yes: turn its **availability** off in your list. Customers stop seeing it at once; turn it back on when you can cook it again.',
      },
      fr: {
        question: 'Puis-je désactiver un plat pour la journée ?',
        answer:
          'Oui : désactivez sa **disponibilité** dans votre liste. Les clients ne le voient plus aussitôt ; réactivez-la quand vous pouvez de nouveau le préparer.',
      },
      ar: {
        question: 'هل يمكنني إيقاف طبق لبقية اليوم؟',
        answer: 'نعم: أوقف **توفره** من قائمتك. يتوقف العملاء عن رؤيته فورًا؛ أعد تشغيله عندما تستطيع طهيه من جديد.',
      },
      zh: {
        question: '可以当天下架某道菜吗？',
        answer: '可以：在列表中关闭其**可售状态**。顾客立即看不到它；可以再做时重新开启即可。',
      },
    },
    {
      en: {
        question: 'Who delivers my orders?',
        answer:
          'Your own **delivery boys**: add them under **Delivery boys** with their licence and identity documents, then give each order that is ready to one who is on duty. A delivery boy carries one order at a time.',
      },
      fr: {
        question: 'Qui livre mes commandes ?',
        answer:
          "Vos propres **livreurs** : ajoutez-les dans **Livreurs** avec leur permis et leur pièce d'identité, puis confiez chaque commande prête à un livreur en service. Un livreur transporte une commande à la fois.",
      },
      ar: {
        question: 'من يوصل طلباتي؟',
        answer:
          '**عمال التوصيل** التابعون لك: أضفهم في **عمال التوصيل** مع رخصهم ومستندات هويتهم، ثم أسند كل طلب جاهز إلى عامل في الخدمة. يحمل عامل التوصيل طلبًا واحدًا في كل مرة.',
      },
      zh: {
        question: '谁来配送我的订单？',
        answer:
          '您自己的**配送员**：在**配送员**页面添加他们及其驾驶证和身份证件，然后把每个已备好的订单交给一位在岗配送员。每位配送员一次只送一单。',
      },
    },
    {
      en: {
        question: 'A customer says an item was missing. What now?',
        answer:
          'Check the order on **Orders**, then answer the customer through support. A refund for a missing or wrong item is taken from that sale, as the refund policy explains.',
      },
      fr: {
        question: 'Un client signale un article manquant. Que faire ?',
        answer:
          "Vérifiez la commande dans **Commandes**, puis répondez au client via le support. Le remboursement d'un article manquant ou erroné est pris sur cette vente, comme l'explique la politique de remboursement.",
      },
      ar: {
        question: 'أبلغ عميل عن صنف ناقص. ماذا أفعل؟',
        answer:
          'راجع الطلب في **الطلبات**، ثم أجب العميل عبر الدعم. يُخصم استرداد الصنف الناقص أو الخاطئ من تلك العملية، كما توضح سياسة الاسترداد.',
      },
      zh: {
        question: '顾客反映少了一件商品，怎么办？',
        answer: '先在**订单**中核对该订单，再通过客服回复顾客。缺件或错件的退款从该笔销售中扣除，详见退款政策。',
      },
    },
  ],
  shopping: [
    {
      en: {
        question: 'How do I list sizes and colours?',
        answer:
          'Add **variations** to an item, each with its size, colour or material from the marketplace lists, and its own price and stock. Customers choose one when they order.',
      },
      fr: {
        question: 'Comment proposer des tailles et des couleurs ?',
        answer:
          'Ajoutez des **variantes** à un article, chacune avec sa taille, sa couleur ou sa matière tirées des listes de la place de marché, et son propre prix et stock. Les clients en choisissent une à la commande.',
      },
      ar: {
        question: 'كيف أعرض المقاسات والألوان؟',
        answer:
          'أضف **متغيرات** إلى المنتج، لكل منها مقاسه أو لونه أو خامته من قوائم السوق، وسعره ومخزونه الخاص. يختار العملاء أحدها عند الطلب.',
      },
      zh: {
        question: '如何设置尺码和颜色？',
        answer: '为商品添加**规格**，每个规格从平台列表中选择尺码、颜色或材质，并设置各自的价格和库存。顾客下单时选择其一。',
      },
    },
    {
      en: {
        question: 'How do returns work?',
        answer:
          'Customers may return an unused item **within 7 days** of delivery, with its tags and packaging. Once you have checked it, the refund goes back to the customer and is taken from that sale. See the *Refund policy* for the exceptions.',
      },
      fr: {
        question: 'Comment fonctionnent les retours ?',
        answer:
          'Les clients peuvent retourner un article non utilisé **sous 7 jours** après la livraison, avec ses étiquettes et son emballage. Après votre vérification, le remboursement revient au client et est pris sur la vente. Voir la *Politique de remboursement* pour les exceptions.',
      },
      ar: {
        question: 'كيف يتم الإرجاع؟',
        answer:
          'يمكن للعملاء إرجاع منتج غير مستخدم **خلال 7 أيام** من التسليم، مع بطاقاته وتغليفه. بعد فحصك له يُعاد المبلغ إلى العميل ويُخصم من تلك العملية. راجع *سياسة الاسترداد* لمعرفة الاستثناءات.',
      },
      zh: {
        question: '退货如何处理？',
        answer:
          '顾客可在送达后 **7 天内**退回未使用且吊牌、包装完好的商品。经您检查后，退款退还给顾客并从该笔销售中扣除。例外情况见*退款政策*。',
      },
    },
    {
      en: {
        question: 'Can I update my list from a spreadsheet?',
        answer:
          'Yes: **export** your list as CSV, change prices or stock in any spreadsheet, and **import** it back. Rows with a problem are reported line by line and nothing else is changed.',
      },
      fr: {
        question: 'Puis-je mettre à jour ma liste depuis un tableur ?',
        answer:
          "Oui : **exportez** votre liste en CSV, modifiez les prix ou le stock dans n'importe quel tableur, puis **importez-la**. Les lignes en erreur sont signalées une par une et rien d'autre n'est modifié.",
      },
      ar: {
        question: 'هل يمكنني تحديث قائمتي من جدول بيانات؟',
        answer:
          'نعم: **صدّر** قائمتك بصيغة CSV، وعدّل الأسعار أو المخزون في أي برنامج جداول، ثم **استوردها**. يُبلَّغ عن الصفوف التي فيها مشكلة سطرًا بسطر ولا يتغير شيء آخر.',
      },
      zh: {
        question: '可以用电子表格更新商品列表吗？',
        answer: '可以：将列表**导出**为 CSV，在任意表格软件中修改价格或库存，再**导入**。有问题的行会逐行报告，其他内容不会被修改。',
      },
    },
  ],
  medicine: [
    {
      en: {
        question: 'Which licence do I need to sell medicines?',
        answer:
          'A valid **retail drug licence** for the store. Upload it with your business documents when you register (or later from your store page); the operator checks it before approving the store.',
      },
      fr: {
        question: 'Quelle licence faut-il pour vendre des médicaments ?',
        answer:
          "Une **licence de pharmacie de détail** valide pour la boutique. Envoyez-la avec vos documents d'entreprise à l'inscription (ou plus tard depuis la page de votre boutique) ; l'opérateur la vérifie avant d'approuver la boutique.",
      },
      ar: {
        question: 'ما الترخيص المطلوب لبيع الأدوية؟',
        answer:
          '**ترخيص صيدلية بيع بالتجزئة** ساري المفعول للمتجر. ارفعه مع مستندات نشاطك عند التسجيل (أو لاحقًا من صفحة متجرك)؛ ويتحقق منه المشغّل قبل الموافقة على المتجر.',
      },
      zh: {
        question: '销售药品需要什么许可证？',
        answer: '店铺需持有有效的**药品零售许可证**。注册时随经营资料一并上传（或之后在店铺页面上传）；运营人员会在审核店铺前核实。',
      },
    },
    {
      en: {
        question: 'How are prescription medicines handled?',
        answer:
          'Prescription-only medicines are dispensed **only against a valid prescription**. If the prescription is missing or not valid, **cancel** the order with that reason: its stock comes back and an online payment is refunded.',
      },
      fr: {
        question: 'Comment sont traités les médicaments sur ordonnance ?',
        answer:
          "Les médicaments sur ordonnance ne sont délivrés **que sur présentation d'une ordonnance valide**. Si elle manque ou n'est pas valable, **annulez** la commande avec ce motif : son stock revient et un paiement en ligne est remboursé.",
      },
      ar: {
        question: 'كيف يتم التعامل مع الأدوية التي تحتاج وصفة؟',
        answer:
          'لا تُصرف الأدوية الخاضعة للوصفة إلا **بوصفة طبية سارية**. إذا كانت الوصفة مفقودة أو غير صالحة، **ألغِ** الطلب مع ذكر السبب: يعود مخزونه ويُسترد الدفع الإلكتروني.',
      },
      zh: {
        question: '处方药如何处理？',
        answer: '处方药**只能凭有效处方**配药。如处方缺失或无效，请以此为由**取消**订单：库存退回，线上付款原路退款。',
      },
    },
    {
      en: {
        question: 'Can customers return medicines?',
        answer:
          '**Unopened** medicines can be returned within **48 hours** with the invoice. Opened packs and medicines that need refrigeration cannot be returned, except when the wrong medicine was delivered.',
      },
      fr: {
        question: 'Les clients peuvent-ils retourner des médicaments ?',
        answer:
          'Les médicaments **non ouverts** peuvent être retournés sous **48 heures** avec la facture. Les boîtes ouvertes et les médicaments à conserver au froid ne sont pas repris, sauf si le mauvais médicament a été livré.',
      },
      ar: {
        question: 'هل يمكن للعملاء إرجاع الأدوية؟',
        answer:
          'يمكن إرجاع الأدوية **غير المفتوحة** خلال **48 ساعة** مع الفاتورة. لا تُرجع العبوات المفتوحة ولا الأدوية التي تحتاج إلى تبريد، إلا إذا سُلِّم دواء خاطئ.',
      },
      zh: {
        question: '顾客可以退药吗？',
        answer: '**未开封**的药品可在 **48 小时**内凭发票退回。已开封的药品和需冷藏的药品不予退回，送错药品的情况除外。',
      },
    },
    {
      en: {
        question: 'What must a medicine listing show?',
        answer:
          'Its **drug type**, **form** (tablet, syrup…), **therapeutic class** and **packing**, chosen from the marketplace lists, with the price per pack and the stock in packs.',
      },
      fr: {
        question: "Que doit indiquer la fiche d'un médicament ?",
        answer:
          'Son **type**, sa **forme** (comprimé, sirop…), sa **classe thérapeutique** et son **conditionnement**, choisis dans les listes de la place de marché, avec le prix par boîte et le stock en boîtes.',
      },
      ar: {
        question: 'ما الذي يجب أن تعرضه قائمة الدواء؟',
        answer:
          '**نوع الدواء** و**شكله** (أقراص، شراب…) و**فئته العلاجية** و**تعبئته**، مختارة من قوائم السوق، مع سعر العبوة والمخزون بعدد العبوات.',
      },
      zh: {
        question: '药品信息必须包含哪些内容？',
        answer: '从平台列表中选择的**药品类型**、**剂型**（片剂、糖浆等）、**治疗类别**和**包装**，并注明每盒价格和以盒计的库存。',
      },
    },
  ],
  booking: [
    {
      en: {
        question: 'How do customers book a visit?',
        answer:
          'From your **schedule**: set the price of a visit, how long before a slot it can still be booked, how far ahead, and your weekly slots with the number of visits each can take. Customers book any free place.',
      },
      fr: {
        question: 'Comment les clients réservent-ils une visite ?',
        answer:
          "Depuis votre **planning** : fixez le prix d'une visite, le délai minimum avant un créneau, jusqu'à quand on peut réserver, et vos créneaux de la semaine avec le nombre de visites que chacun accepte. Les clients réservent toute place libre.",
      },
      ar: {
        question: 'كيف يحجز العملاء زيارة؟',
        answer:
          'من **جدولك**: حدّد سعر الزيارة، وأقرب وقت قبل الموعد يمكن فيه الحجز، وإلى أي مدى مسبقًا، ومواعيدك الأسبوعية مع عدد الزيارات لكل موعد. يحجز العملاء أي مكان شاغر.',
      },
      zh: {
        question: '顾客如何预约上门服务？',
        answer:
          '通过您的**日程**：设置每次上门的价格、时段开始前多久仍可预约、可提前多久预约，以及每周的时段和每个时段可接的单数。顾客可预约任何空余名额。',
      },
    },
    {
      en: {
        question: 'How do I close a day for a holiday?',
        answer:
          'Add the date as a **closed date** on your schedule, with a reason if you like. No one can book it; bookings already made that day stay for you to reschedule or cancel.',
      },
      fr: {
        question: 'Comment fermer une journée pour un congé ?',
        answer:
          'Ajoutez la date comme **jour fermé** dans votre planning, avec un motif si vous le souhaitez. Personne ne peut plus la réserver ; les réservations déjà prises ce jour-là restent, à reporter ou à annuler.',
      },
      ar: {
        question: 'كيف أغلق يومًا للعطلة؟',
        answer:
          'أضف التاريخ **كيوم مغلق** في جدولك، مع سبب إن أردت. لن يتمكن أحد من الحجز فيه؛ وتبقى الحجوزات السابقة في ذلك اليوم لتعيد جدولتها أو تلغيها.',
      },
      zh: {
        question: '如何设置节假日休息？',
        answer: '在日程中将该日期添加为**休息日**，可填写原因。之后无人可以预约该日；当天已有的预约会保留，由您改期或取消。',
      },
    },
    {
      en: {
        question: 'Can I move a booking to another time?',
        answer:
          'Yes, while it is pending or confirmed: **reschedule** it to any free place. The customer sees the new time and the booking keeps its history.',
      },
      fr: {
        question: 'Puis-je déplacer une réservation ?',
        answer:
          "Oui, tant qu'elle est en attente ou confirmée : **reportez-la** sur n'importe quelle place libre. Le client voit le nouvel horaire et la réservation garde son historique.",
      },
      ar: {
        question: 'هل يمكنني نقل حجز إلى وقت آخر؟',
        answer: 'نعم، ما دام معلّقًا أو مؤكدًا: **أعد جدولته** إلى أي مكان شاغر. يرى العميل الموعد الجديد ويحتفظ الحجز بسجله.',
      },
      zh: {
        question: '可以把预约改到其他时间吗？',
        answer: '可以，只要预约处于待确认或已确认状态：将其**改期**到任意空余名额。顾客会看到新时间，预约保留其历史记录。',
      },
    },
    {
      en: {
        question: 'What if the customer is not there?',
        answer:
          'Once the visit’s time has begun, mark the booking **no-show**. A pending booking you did not confirm before its time is cancelled for you.',
      },
      fr: {
        question: "Et si le client n'est pas là ?",
        answer:
          "Une fois l'heure de la visite commencée, marquez la réservation **client absent**. Une réservation en attente non confirmée avant son heure est annulée pour vous.",
      },
      ar: {
        question: 'ماذا لو لم يكن العميل موجودًا؟',
        answer: 'بعد بدء موعد الزيارة، ضع على الحجز علامة **لم يحضر**. الحجز المعلّق الذي لم تؤكده قبل موعده يُلغى تلقائيًا.',
      },
      zh: {
        question: '如果顾客不在怎么办？',
        answer: '上门时间开始后，将预约标记为**未到场**。未在开始前确认的待确认预约会被自动取消。',
      },
    },
  ],
};
