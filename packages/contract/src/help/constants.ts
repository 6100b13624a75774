/** The policies a service publishes (a service of visits ships nothing: it has no shipping policy). */
export const POLICY_KINDS = ['terms', 'privacy', 'refund', 'cancellation', 'shipping'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** `serviceId=general`: the FAQs of no particular service. */
export const GENERAL_FAQS = 'general';

export const HELP_LIMITS = { searchMax: 100 } as const;
