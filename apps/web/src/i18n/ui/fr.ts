import type { UiTranslation } from './index';

const fr: UiTranslation = {
  cancel: 'Annuler',
  retry: 'Réessayer',
  all: 'Tous',
  loadError: 'Impossible de charger cette page.',
  missingId: 'Aucun élément choisi. Ouvrez-le depuis la liste.',
  notFound: "Introuvable. L'élément a peut-être été supprimé, ou il ne vous appartient pas.",
  rowsPerPage: 'Lignes par page',
  filters: 'Filtres',
  ofTotal: '{{from}}–{{to}} sur {{count}}',
  ofTotalCapped: '{{from}}–{{to}} sur plus de {{count}}',
  pagePrevious: 'Aller à la page précédente',
  pageNext: 'Aller à la page suivante',
};

export default fr;
