import { useTranslation } from 'react-i18next';
import type { Coupon } from '@dhub/contract';
import { useDate } from '../../hooks/useDate';
import { useMinorMoney } from '../../hooks/useMoney';
import { COUPONS_NS } from './i18n';

/** A coupon's terms as the list shows them, in the page's language. */
export function useCouponText() {
  const { t, i18n } = useTranslation(COUPONS_NS);
  const money = useMinorMoney();
  const date = useDate();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return {
    /** "10%", "₹50.00" or "Free delivery". */
    discount: (coupon: Coupon) =>
      coupon.kind === 'percent'
        ? percent.format(coupon.value / 100)
        : coupon.kind === 'flat'
          ? money(coupon.value)
          : t('kinds.freeDelivery'),
    /** The cap of a percentage ("up to ₹200.00"), else ''. */
    cap: (coupon: Coupon) =>
      coupon.kind === 'percent' && coupon.maxDiscount !== null ? t('upTo', { amount: money(coupon.maxDiscount) }) : '',
    minOrder: (coupon: Coupon) => (coupon.minOrder > 0 ? money(coupon.minOrder) : t('noMinimum')),
    validity: (coupon: Coupon) => t('validity', { from: date(coupon.startsAt), to: date(coupon.endsAt) }),
    /** "3 / 100", or "3 / ∞" without a total limit. */
    uses: (coupon: Coupon) => t('uses', { used: coupon.usedCount, total: coupon.totalLimit ?? '∞' }),
    perCustomer: (coupon: Coupon) => (coupon.perCustomerLimit === null ? '' : t('perCustomer', { count: coupon.perCustomerLimit })),
  };
}
