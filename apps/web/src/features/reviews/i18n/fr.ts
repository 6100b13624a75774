import type { ReviewTranslation } from './index';

const fr: ReviewTranslation = {
  title: 'Avis',
  subtitle: 'Ce que vos clients disent de leurs commandes livrées, et vos réponses.',
  viewTitle: 'Avis sur la commande n° {{number}}',
  back: 'Tous les avis',
  average: 'Note moyenne',
  count: 'Avis : {{count}}',
  stars: '{{rating}} étoiles sur 5',
  starsShort: '{{rating}}★',
  barLabel: '{{rating}} étoiles : {{count}}',
  filters: { rating: 'Note', replied: 'Réponse', repliedYes: 'Avec réponse', repliedNo: 'En attente de réponse' },
  order: 'Commande n° {{number}}',
  noComment: 'Aucun commentaire.',
  waiting: 'En attente de votre réponse',
  yourReply: 'Votre réponse',
  reply: 'Répondre',
  editReply: 'Modifier la réponse',
  saveReply: 'Enregistrer la réponse',
  cancel: 'Annuler',
  open: "Ouvrir l'avis sur la commande n° {{number}}",
  empty: 'Aucun avis pour le moment',
  emptyHint: 'Les clients peuvent noter une commande une fois livrée ; leurs avis apparaissent ici.',
  noMatch: 'Aucun avis ne correspond à ces filtres',
  clearFilters: 'Effacer les filtres',
  messages: {
    reviewAdded: 'Merci pour votre avis.',
    reviewNotFound: 'Cet avis est introuvable.',
    reviewNotAllowed: 'Seule une commande livrée peut être notée.',
    alreadyReviewed: 'Cette commande a déjà été notée.',
    ratingRange: 'Choisissez une note de 1 à 5 étoiles.',
    replyNeeded: 'Écrivez une réponse.',
    replySaved: 'Votre réponse a été enregistrée.',
  },
};

export default fr;
