import type { HelpTranslation } from './index';

const fr: HelpTranslation = {
  faqs: {
    title: 'Questions fréquentes',
    subtitle: 'Les réponses sur la vente sur la place de marché, en général et pour chaque service.',
    search: 'Rechercher dans les questions et les réponses',
    services: 'Questions par service',
    all: 'Toutes',
    general: 'Général',
    empty: 'Aucune question pour le moment.',
    noMatch: 'Aucune question ne correspond à cette recherche.',
    clear: 'Effacer la recherche',
  },
  policy: {
    title: 'Politiques',
    subtitle: "Les règles qui s'appliquent aux boutiques de chaque service et à leurs clients.",
    service: 'Service',
    kinds: {
      terms: 'Conditions',
      privacy: 'Confidentialité',
      refund: 'Remboursements',
      cancellation: 'Annulations',
      shipping: 'Livraison',
    },
    updated: 'Mis à jour le {{date}}',
    empty: "Ce service n'a pas encore publié de politiques.",
  },
  inEnglish: 'Pas encore traduit : affiché en anglais.',
};

export default fr;
