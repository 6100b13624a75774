import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/ListStates';
import { Pager } from '../../../components/Pager';
import { useDateTime } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useTopUps } from '../api';
import { WALLET_NS } from '../i18n';
import { TopUpStatusChip } from './TopUpStatusChip';

/** The money the vendor added to the store's wallet, newest first, with the marketplace's decision. */
export function TopUpList({ storeId, currency }: { storeId: string; currency: string | undefined }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMinorMoney(currency);
  const dateTime = useDateTime();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const list = useTopUps({ storeId, page, limit });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('topUps.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('topUps.hint')}
      </Typography>
      <ListStates
        query={list}
        filtered={false}
        noMatch={null}
        empty={
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{t('topUps.empty')}</Typography>
          </Paper>
        }
      >
        {(data) => (
          <Paper variant="outlined">
            <Box component="ul" aria-label={t('topUps.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((topUp) => (
                <Box component="li" key={topUp._id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
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
                </Box>
              ))}
            </Box>
            <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
          </Paper>
        )}
      </ListStates>
    </Box>
  );
}
