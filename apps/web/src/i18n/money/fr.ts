import type { MoneyTranslation } from './index';

const fr: MoneyTranslation = {
  messages: {
    amountRange: 'Saisissez un montant supérieur à zéro et d’au plus 1000000.',
    referenceNeeded: 'Saisissez la référence du paiement.',
    topUpRequested: 'Ajout enregistré : il sera crédité dès que la place de marché aura confirmé le paiement.',
    topUpNotFound: 'Cet ajout d’argent est introuvable.',
    topUpNotPending: 'Cet ajout d’argent a déjà été traité.',
    topUpConfirmed: 'Ajout confirmé et crédité.',
    topUpRejected: 'Ajout refusé.',
    payoutRequested: 'Virement demandé : le montant est bloqué jusqu’à son paiement.',
    payoutBelowMinimum: 'Un virement doit atteindre au moins le montant minimum.',
    payoutOverAvailable: 'Un virement ne peut pas dépasser le solde disponible.',
    payoutNoBankAccount: 'Ajoutez un compte bancaire à la boutique avant de demander un virement.',
    payoutBankNotVerified:
      'Le compte bancaire de la boutique n’est pas encore vérifié : les virements pourront être demandés une fois qu’il aura été vérifié par la place de marché.',
    payoutNotFound: 'Ce virement est introuvable.',
    payoutWrongState: 'Ce virement ne le permet pas dans son état actuel.',
    payoutApproved: 'Virement approuvé.',
    payoutPaid: 'Virement marqué comme payé.',
    payoutRejected: 'Virement refusé : le montant est de retour dans le solde disponible.',
    bankReferenceNeeded: 'Saisissez la référence bancaire du virement.',
    idempotencyKeyReused: 'Cette clé de requête a déjà servi pour une autre requête.',
    adjustmentAmount: 'Un ajustement est un montant entier non nul, d’au plus 1000000 dans un sens ou dans l’autre.',
    adjustmentSaved: 'Portefeuille ajusté.',
    walletInsufficient: 'Le solde disponible ne suffit pas.',
    monthFormat: 'Choisissez un mois (AAAA-MM).',
  },
};

export default fr;
