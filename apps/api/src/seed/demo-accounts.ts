import { WEEKDAYS } from '@dhub/contract';

/** The demo vendor's profile and store (approved, grocery, Bengaluru). Credentials come from the config. */
export const DEMO_VENDOR = {
  name: 'Priya Sharma',
  phone: '+919845012345',
  personalEmail: 'priya.sharma@example.com',
  altPhone: '+919845098765',
  experienceYears: 8,
  dob: '1988-04-12',
} as const;

export const DEMO_STORE = {
  serviceName: 'Grocery',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  name: 'Sharma Fresh Mart',
  phone: '+918041234567',
  description: 'Neighbourhood grocery with fresh vegetables, fruit, dairy and daily staples, delivered within the hour.',
  address: '42, 100 Feet Road, Indiranagar, Bengaluru, Karnataka',
  latitude: 12.9719,
  longitude: 77.6412,
  pincode: '560038',
  deliveryCharge: 30,
  deliveryPincodes: ['560038', '560008', '560071', '560075'],
  shopOpen: true,
  // Round the clock, every day, as quick-commerce stores run (and so the demo takes orders whenever it is tried).
  workingHours: WEEKDAYS.map((day) => ({ day, fromTime: '00:00', toTime: '23:59', isOpen: true as const })),
  metaTitle: 'Sharma Fresh Mart – groceries delivered in Indiranagar',
  metaDescription: 'Order fresh vegetables, fruit, dairy, rice, atta and household essentials from Sharma Fresh Mart, Indiranagar.',
  metaKeywords: ['grocery', 'vegetables', 'fruit', 'dairy', 'Indiranagar'],
  kyc: {
    panNumber: 'ABCPS1234K',
    aadharNumber: '234567890123',
    gstNumber: '29ABCPS1234K1Z5',
    businessNumber: 'KA-BLR-SE-2016-004512',
  },
  bank: {
    bankName: 'State Bank of India',
    branchName: 'Indiranagar',
    accountHolderName: 'Priya Sharma',
    accountNumber: '31234567890',
    ifsCode: 'SBIN0005678',
    upiId: 'sharmafreshmart@sbi',
  },
} as const;

/** The demo vendor's second store (approved, food, Bengaluru): seeded by seedDemoRestaurant. */
export const DEMO_RESTAURANT = {
  serviceName: 'Food',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  name: 'Spice Route Kitchen',
  phone: '+918041239876',
  description: 'Home-style North and South Indian meals, biryanis and desserts, cooked to order in Koramangala.',
  address: '17, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka',
  latitude: 12.9338,
  longitude: 77.6296,
  pincode: '560034',
  deliveryCharge: 40,
  deliveryPincodes: ['560034', '560095', '560047', '560038'],
  shopOpen: true,
  workingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({
    day,
    fromTime: '11:00',
    toTime: '23:00',
    isOpen: true as const,
  })),
  metaTitle: 'Spice Route Kitchen – Indian meals delivered in Koramangala',
  metaDescription: 'Order paneer butter masala, biryani, dosa and desserts from Spice Route Kitchen, Koramangala.',
  metaKeywords: ['restaurant', 'biryani', 'north indian', 'south indian', 'Koramangala'],
  kyc: {
    panNumber: 'ABCPS1234K',
    aadharNumber: '234567890123',
    gstNumber: '29ABCPS1234K2Z4',
    businessNumber: 'KA-BLR-FSSAI-11223004000871',
  },
  bank: {
    bankName: 'HDFC Bank',
    branchName: 'Koramangala',
    accountHolderName: 'Priya Sharma',
    accountNumber: '50100234567891',
    ifsCode: 'HDFC0001234',
    upiId: 'spiceroutekitchen@hdfcbank',
  },
} as const;

/** The restaurant's list: food master products by their seeded names (food has no variations). */
export const DEMO_RESTAURANT_ITEMS = [
  'Paneer Butter Masala (Full)',
  'Dal Makhani (Half)',
  'Butter Naan (1 piece)',
  'Hyderabadi Chicken Biryani (Full)',
  'Veg Dum Biryani (Half)',
  'Masala Dosa (Regular)',
  'Idli Sambar (Regular)',
  'Gobi Manchurian (Half)',
  'Gulab Jamun (2 pieces)',
  'Mango Lassi (Regular)',
] as const;

/** The demo vendor's third store (approved, home cleaning, Bengaluru): bookable visits, seeded by seedDemoBookings. */
export const DEMO_BOOKING_STORE = {
  serviceName: 'Home Cleaning',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  name: 'Sparkle Home Services',
  phone: '+918041230055',
  description: 'Deep cleaning of homes, kitchens and bathrooms by a trained crew that brings its own equipment.',
  address: '9, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka',
  latitude: 12.9698,
  longitude: 77.6446,
  pincode: '560038',
  deliveryCharge: 0,
  deliveryPincodes: ['560038', '560008', '560071', '560075'],
  shopOpen: true,
  workingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({
    day,
    fromTime: '09:00',
    toTime: '18:00',
    isOpen: true as const,
  })),
  metaTitle: 'Sparkle Home Services – home deep cleaning in Indiranagar',
  metaDescription: 'Book a home, kitchen or bathroom deep cleaning visit from Sparkle Home Services, Indiranagar.',
  metaKeywords: ['home cleaning', 'deep cleaning', 'kitchen cleaning', 'Indiranagar'],
  kyc: {
    panNumber: 'ABCPS1234K',
    aadharNumber: '234567890123',
    gstNumber: '29ABCPS1234K3Z3',
    businessNumber: 'KA-BLR-SE-2021-017733',
  },
  bank: {
    bankName: 'ICICI Bank',
    branchName: 'HAL 2nd Stage',
    accountHolderName: 'Priya Sharma',
    accountNumber: '012345678901',
    ifsCode: 'ICIC0000123',
    upiId: 'sparklehome@icici',
  },
} as const;

export const ADMIN_NAME = 'Marketplace Operator';
