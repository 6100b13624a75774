import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@dhub/contract';
import { COUPONS_NS } from '../i18n';
import { useCouponText } from '../useCouponText';
import { CouponButtons, CouponSwitch, type CouponActions } from './CouponControls';
import { CouponStateChip } from './CouponStateChip';

/** The coupons on a phone: one card each, with its switch and buttons. */
export function CouponCards({ coupons, showStore, ...actions }: { coupons: Coupon[]; showStore: boolean } & CouponActions) {
  const { t } = useTranslation(COUPONS_NS);
  const text = useCouponText();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {coupons.map((coupon) => (
        <Box component="li" key={coupon._id}>
          <Card variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 600, fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {coupon.code}
                </Typography>
                <CouponStateChip state={coupon.state} />
              </Stack>
              {coupon.title && <Typography sx={{ wordBreak: 'break-word' }}>{coupon.title}</Typography>}
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {[text.discount(coupon), text.cap(coupon)].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.validity(coupon)}
                {showStore && ` · ${coupon.storeName}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('card.minOrder', { amount: text.minOrder(coupon) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[t('card.uses', { uses: text.uses(coupon) }), text.perCustomer(coupon)].filter(Boolean).join(' · ')}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'space-between' }}>
              <CouponSwitch coupon={coupon} />
              <CouponButtons coupon={coupon} {...actions} />
            </CardActions>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
