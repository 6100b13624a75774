import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { BankDetails, StoreSummary } from '@dhub/contract';
import { DetailList } from '../../components/DetailList';
import { LoadGate } from '../../components/LoadGate';
import { useDate } from '../../hooks/useDate';
import { useBank } from './api';
import { BankDialog } from './components/BankDialog';
import { BANK_SEVERITY, BankStatusChip } from './components/StatusChips';
import { StorePage } from './components/StorePage';
import { PROFILE_NS } from './i18n';

/** /bank-details: the store's bank account (the number masked), its verification, and a change confirmed by the password. */
export default function BankDetailsPage() {
  return <StorePage page="bank">{(store) => <BankAccount key={store._id} store={store} />}</StorePage>;
}

function BankAccount({ store }: { store: StoreSummary }) {
  const query = useBank(store._id);
  return (
    <LoadGate id={store._id} query={query}>
      {(bank) => <BankCard store={store} bank={bank} />}
    </LoadGate>
  );
}

function BankCard({ store, bank }: { store: StoreSummary; bank: BankDetails }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const formatDate = useDate();
  const [changing, setChanging] = useState(false);
  const { account } = bank;
  const dates = [
    bank.changedAt && t('bank.changedOn', { date: formatDate(bank.changedAt) }),
    bank.reviewedAt && t('bank.reviewedOn', { date: formatDate(bank.reviewedAt) }),
  ].filter(Boolean);
  return (
    <Card component="section" aria-labelledby="bank-account-title" sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id="bank-account-title" variant="h6" component="h2">
            {t('bank.account')}
          </Typography>
          {account && <BankStatusChip status={bank.status} />}
        </Stack>
        {account ? (
          <DetailList
            rows={[
              [core('registration.fields.bankName'), account.bankName],
              [core('registration.fields.branchName'), account.branchName],
              [core('registration.fields.accountHolderName'), account.accountHolderName],
              [core('registration.fields.accountNumber'), <bdi key="number">{account.accountNumberMasked}</bdi>],
              [core('registration.fields.ifsCode'), <bdi key="ifsc">{account.ifsCode}</bdi>],
              [core('registration.fields.upiId'), <bdi key="upi">{account.upiId}</bdi>],
            ]}
          />
        ) : (
          <Typography variant="body2">{t('bank.noAccount')}</Typography>
        )}
        {account && (
          <Alert severity={BANK_SEVERITY[bank.status]} sx={{ mt: 2 }}>
            {t(`bank.help.${bank.status}`)}
            {bank.reason && <Typography variant="body2">{t('bank.reason', { reason: bank.reason })}</Typography>}
          </Alert>
        )}
        {dates.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {dates.join(' · ')}
          </Typography>
        )}
        <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setChanging(true)} sx={{ mt: 2 }}>
          {account ? t('bank.change') : t('bank.add')}
        </Button>
      </CardContent>
      {changing && <BankDialog store={store} bank={bank} onClose={() => setChanging(false)} />}
    </Card>
  );
}
