import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BankAccountStatus, DocumentReviewStatus } from '@dhub/contract';
import { PROFILE_NS } from '../i18n';

const DOCUMENT_COLOR: Record<DocumentReviewStatus, ChipProps['color']> = {
  missing: 'default',
  submitted: 'warning',
  verified: 'success',
  rejected: 'error',
};

/** Where a document stands: missing, in review, verified, rejected. */
export function DocumentStatusChip({ status }: { status: DocumentReviewStatus }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Chip size="small" variant="outlined" color={DOCUMENT_COLOR[status]} label={t(`documentStatus.${status}`)} sx={{ fontWeight: 600 }} />
  );
}

export const BANK_SEVERITY = { pending: 'warning', verified: 'success', rejected: 'error' } as const satisfies Record<
  BankAccountStatus,
  string
>;

/** Whether the marketplace verified a bank account. */
export function BankStatusChip({ status }: { status: BankAccountStatus }) {
  const { t } = useTranslation(PROFILE_NS);
  return <Chip size="small" variant="outlined" color={BANK_SEVERITY[status]} label={t(`bankStatus.${status}`)} sx={{ fontWeight: 600 }} />;
}
