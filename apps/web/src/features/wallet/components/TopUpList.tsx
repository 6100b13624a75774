import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';
import { PagedListSection } from '../../../components/PagedListSection';
import { useDateTime } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { usePaging } from '../../../hooks/usePaging';
import { useTopUps } from '../api';
import { WALLET_NS } from '../i18n';
import { TopUpStatusChip } from './TopUpStatusChip';

/** The money the vendor added to the store's wallet, newest first, with the marketplace's decision. */
export function TopUpList({ storeId, currency }: { storeId: string; currency: string | undefined }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMinorMoney(currency);
  const dateTime = useDateTime();
  const paging = usePaging();
  const list = useTopUps({ storeId, page: paging.page, limit: paging.limit });
  return (
    <PagedListSection
      texts={{ heading: t('topUps.heading'), hint: t('topUps.hint'), label: t('topUps.label'), empty: t('topUps.empty') }}
      query={list}
      paging={paging}
    >
      {(topUp) => (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              <bdi>{money(topUp.amount)}</bdi>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                {t(`methods.${topUp.method}`)}
              </Typography>
            </Typography>
            <TopUpStatusChip status={topUp.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {[dateTime(topUp.createdAt), t('topUps.reference', { reference: topUp.reference })].join(' · ')}
          </Typography>
          {topUp.note && (
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {topUp.note}
            </Typography>
          )}
          {topUp.status === 'rejected' && topUp.reason && (
            <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
              {t('topUps.reason', { reason: topUp.reason })}
            </Typography>
          )}
          {topUp.hasProof && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileOutlined fontSize="inherit" aria-hidden />
              {t('topUps.proof')}
            </Typography>
          )}
        </>
      )}
    </PagedListSection>
  );
}
