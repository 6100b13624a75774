import type { NotificationTranslation } from './index';

const fr: NotificationTranslation = {
  title: 'Notifications',
  subtitle: 'Ce qui s’est passé dans vos boutiques : commandes, demandes, virements, réponses de l’assistance et votre abonnement.',
  bell: 'Notifications',
  bellUnread: 'Notifications : {{count}} non lues',
  latest: 'Dernières notifications',
  seeAll: 'Voir toutes les notifications',
  none: 'Aucune notification pour l’instant',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lu',
  unreadMark: 'Non lu',
  filters: { state: 'Afficher', type: 'Type' },
  states: { unread: 'Non lues', read: 'Lues' },
  types: {
    requestApproved: { title: 'Demande de produit approuvée', body: '« {{name}} » a été approuvé et ajouté à votre liste.' },
    requestRejected: { title: 'Demande de produit refusée', body: '« {{name}} » a été refusé : {{reason}}' },
    categoryApproved: {
      title: 'Demande de catégorie approuvée',
      body: '« {{name}} » a été approuvée : vous pouvez l’utiliser dès maintenant.',
    },
    categoryRejected: { title: 'Demande de catégorie refusée', body: '« {{name}} » a été refusée : {{reason}}' },
    documentVerified: { title: 'Document vérifié', body: 'Votre {{document}} pour {{store}} a été vérifié.' },
    newOrder: { title: 'Nouvelle commande', body: 'La commande {{number}} est arrivée chez {{store}}.' },
    newBooking: { title: 'Nouvelle réservation', body: 'La réservation {{number}} est arrivée chez {{store}}.' },
    payoutPaid: {
      title: 'Virement effectué',
      body: '{{amount}} ont été versés sur le compte bancaire de {{store}} (référence {{reference}}).',
    },
    ticketReply: { title: 'Réponse de l’assistance', body: 'L’assistance a répondu à votre ticket n° {{number}} : « {{subject}} ».' },
    planExpiring: {
      title: 'Votre abonnement se termine bientôt',
      body: 'L’abonnement {{plan}} de {{store}} se termine le {{endsAt}} : renouvelez-le pour garder ses avantages.',
    },
  },
  empty: 'Aucune notification pour l’instant',
  emptyHint: 'Les nouvelles commandes et réservations, les réponses de l’assistance et les autres nouvelles apparaissent ici.',
  noMatch: 'Aucune notification ne correspond à ces filtres',
  clearFilters: 'Effacer les filtres',
  emails: {
    open: 'Réglages des e-mails',
    title: 'Notifications par e-mail',
    intro: 'Choisissez les notifications qui vous sont aussi envoyées par e-mail.',
    save: 'Enregistrer',
  },
  messages: {
    notificationNotFound: 'Cette notification est introuvable.',
    notificationsAllRead: 'Toutes les notifications sont marquées comme lues.',
    notificationPreferencesSaved: 'Vos choix d’e-mails sont enregistrés.',
    notificationTypeTwice: 'Chaque type de notification ne peut être donné qu’une fois.',
  },
};

export default fr;
