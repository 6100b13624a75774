import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/catalogue-schema.ts',
    './src/db/search-cache-schema.ts',
    './src/db/orders-schema.ts',
    './src/db/reviews-schema.ts',
    './src/db/coupons-schema.ts',
    './src/db/sales-enums.ts',
    './src/db/bookings-schema.ts',
    './src/db/wallet-schema.ts',
    './src/db/plans-schema.ts',
    './src/db/daily-figures-schema.ts',
    './src/db/mail-schema.ts',
    './src/db/password-reset-schema.ts',
    './src/db/support-schema.ts',
    './src/db/notifications-schema.ts',
    './src/db/delivery-boys-schema.ts',
    './src/db/help-schema.ts',
    './src/db/profile-schema.ts',
  ],
  out: './drizzle',
});
