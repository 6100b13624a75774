import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@dhub/contract';
import { COUPONS_NS } from '../i18n';
import { useCouponText } from '../useCouponText';
import { CouponButtons, CouponSwitch, type CouponActions } from './CouponControls';
import { CouponStateChip } from './CouponStateChip';

/** The coupons on a desktop: one row each, with its switch and buttons. */
export function CouponTable({ coupons, showStore, ...actions }: { coupons: Coupon[]; showStore: boolean } & CouponActions) {
  const { t } = useTranslation(COUPONS_NS);
  const text = useCouponText();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.code')}</TableCell>
            <TableCell>{t('columns.title')}</TableCell>
            {showStore && <TableCell>{t('columns.store')}</TableCell>}
            <TableCell>{t('columns.discount')}</TableCell>
            <TableCell align="right">{t('columns.minOrder')}</TableCell>
            <TableCell>{t('columns.validity')}</TableCell>
            <TableCell align="right">{t('columns.uses')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell>{t('columns.active')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((coupon) => (
            <TableRow key={coupon._id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {coupon.code}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{coupon.title ?? '—'}</TableCell>
              {showStore && <TableCell>{coupon.storeName}</TableCell>}
              <TableCell>
                {text.discount(coupon)}
                {text.cap(coupon) && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {text.cap(coupon)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{text.minOrder(coupon)}</TableCell>
              <TableCell>{text.validity(coupon)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {text.uses(coupon)}
                {text.perCustomer(coupon) && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {text.perCustomer(coupon)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <CouponStateChip state={coupon.state} />
              </TableCell>
              <TableCell>
                <CouponSwitch coupon={coupon} />
              </TableCell>
              <TableCell align="right">
                <CouponButtons coupon={coupon} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
