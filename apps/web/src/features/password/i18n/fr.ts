import type { PasswordTranslation } from './index';

const fr: PasswordTranslation = {
  backToSignIn: 'Retour à la connexion',
  rules: 'Au moins 8 caractères, dont une lettre et un chiffre.',
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Saisissez l’adresse e-mail de votre compte : nous lui enverrons un code à 6 chiffres.',
    email: 'Adresse e-mail',
    send: 'Envoyer le code',
    sending: 'Envoi…',
  },
  twoSteps: {
    title: 'Saisissez le code',
    subtitle: 'Si un compte utilise {{email}}, nous lui avons envoyé un code à 6 chiffres. Il est valable {{minutes}} minutes.',
    code: 'Code à 6 chiffres',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    resend: 'Envoyer un nouveau code',
    resendIn: 'Nouveau code dans {{seconds}} s',
    resent: 'Un nouveau code est en route.',
    otherEmail: 'Utiliser une autre adresse e-mail',
    noEmail: 'Commencez par saisir l’adresse e-mail de votre compte.',
    start: 'Saisir mon adresse e-mail',
  },
  signInCode: {
    title: 'Saisissez votre code de connexion',
    subtitle:
      'La connexion en deux étapes est activée : nous avons envoyé un code à 6 chiffres à {{email}}. Il est valable {{minutes}} minutes.',
    verify: 'Se connecter',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle: 'Toutes les sessions de votre compte seront déconnectées.',
    save: 'Enregistrer le nouveau mot de passe',
    saving: 'Enregistrement…',
    noToken: 'Confirmez d’abord un code envoyé à votre adresse e-mail.',
    startAgain: 'Recommencer',
  },
  change: {
    title: 'Changer le mot de passe',
    subtitle: 'Vous restez connecté ici ; toutes les autres sessions de votre compte sont déconnectées.',
    currentPassword: 'Mot de passe actuel',
    save: 'Changer le mot de passe',
    saving: 'Enregistrement…',
  },
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmez le nouveau mot de passe',
  strength: {
    label: 'Robustesse du mot de passe : {{level}}',
    levels: { veryWeak: 'très faible', weak: 'faible', fair: 'moyenne', good: 'bonne', strong: 'excellente' },
  },
  messages: {
    passwordChanged: 'Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.',
    passwordReset: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau mot de passe.',
    otpSent: 'Si un compte utilise cette adresse, un code à 6 chiffres lui a été envoyé. Il est valable 10 minutes.',
    otpConfirmed: 'Code confirmé. Choisissez un nouveau mot de passe.',
    otpFormat: 'Saisissez le code à 6 chiffres reçu par e-mail.',
    otpInvalid: 'Ce code est incorrect. Vérifiez l’e-mail et réessayez.',
    otpExpired: 'Ce code a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    otpTooManyTries: 'Trop de codes erronés. Demandez un nouveau code.',
    otpResendTooSoon: 'Un code vient d’être envoyé. Attendez une minute avant d’en demander un autre.',
    otpTooManyRequests: 'Trop de codes ont été demandés. Réessayez dans une heure.',
    resetTokenInvalid: 'Cette réinitialisation a expiré ou a déjà été utilisée. Veuillez recommencer.',
    currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
    passwordsDontMatch: 'Les mots de passe ne correspondent pas.',
    passwordUnchanged: 'Le nouveau mot de passe doit être différent de l’actuel.',
    twoStepCodeSent: 'Saisissez le code à 6 chiffres envoyé à votre adresse e-mail pour terminer la connexion.',
    twoStepCodeResent: 'Un nouveau code est en route vers votre adresse e-mail.',
    twoStepChallengeInvalid: 'Cette connexion a expiré. Veuillez vous reconnecter.',
  },
};

export default fr;
