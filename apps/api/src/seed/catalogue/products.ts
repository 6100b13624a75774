import type { CatalogueVertical } from '@dhub/contract';

/**
 * The demo master catalogue, generated combinatorially from real word lists: every child
 * category lists its brands, product types and sizes; a product is brand × type × size.
 */
export interface ChildSpec {
  brands: readonly string[];
  types: readonly string[];
  sizes: readonly string[];
  unit: string;
  /** Lookup names of the vertical's attributes (cuisine, form, class…), by attribute key. */
  lookups?: Partial<
    Record<'weightId' | 'cuisineTypeId' | 'flavourId' | 'drugTypeId' | 'medicineFormId' | 'therapeuticClassId' | 'packingTypeId', string>
  >;
  prescriptionRequired?: boolean;
}

export type CategoryTree = Record<string, Record<string, Record<string, ChildSpec>>>;

const GROCERY: CategoryTree = {
  Staples: {
    'Rice & Rice Products': {
      'Basmati Rice': {
        brands: ['India Gate', 'Daawat', 'Fortune'],
        types: ['Classic Basmati Rice', 'Everyday Basmati Rice'],
        sizes: ['1 kg', '5 kg'],
        unit: 'kg',
      },
      'Sona Masoori Rice': {
        brands: ['Tata Sampann', '24 Mantra Organic'],
        types: ['Sona Masoori Rice', 'Raw Rice'],
        sizes: ['1 kg', '5 kg', '10 kg'],
        unit: 'kg',
      },
    },
    'Atta & Flours': {
      'Whole Wheat Atta': {
        brands: ['Aashirvaad', 'Fortune', 'Tata Sampann'],
        types: ['Shudh Chakki Atta', 'Multigrain Atta'],
        sizes: ['1 kg', '5 kg', '10 kg'],
        unit: 'kg',
      },
      'Besan & Other Flours': {
        brands: ['Tata Sampann', '24 Mantra Organic'],
        types: ['Besan', 'Ragi Flour', 'Rice Flour'],
        sizes: ['500 g', '1 kg'],
        unit: 'kg',
      },
    },
    'Dals & Pulses': {
      'Toor Dal': {
        brands: ['Tata Sampann', '24 Mantra Organic', 'Fortune'],
        types: ['Toor Dal', 'Unpolished Toor Dal'],
        sizes: ['500 g', '1 kg'],
        unit: 'kg',
      },
      'Moong & Masoor': {
        brands: ['Tata Sampann', '24 Mantra Organic'],
        types: ['Moong Dal', 'Masoor Dal', 'Chana Dal'],
        sizes: ['500 g', '1 kg'],
        unit: 'kg',
      },
    },
    'Edible Oils & Ghee': {
      'Cooking Oil': {
        brands: ['Fortune', 'Saffola'],
        types: ['Sunflower Oil', 'Rice Bran Oil', 'Mustard Oil'],
        sizes: ['1 L', '5 L'],
        unit: 'litre',
      },
      Ghee: { brands: ['Amul', 'Nandini', 'Mother Dairy'], types: ['Pure Ghee', 'Cow Ghee'], sizes: ['500 ml', '1 L'], unit: 'litre' },
    },
  },
  'Masalas & Spices': {
    'Powdered Spices': {
      'Everyday Masala': {
        brands: ['MDH', 'Everest', 'Catch'],
        types: ['Turmeric Powder', 'Red Chilli Powder', 'Coriander Powder'],
        sizes: ['100 g', '200 g'],
        unit: 'g',
      },
      'Blended Masala': {
        brands: ['MDH', 'Everest'],
        types: ['Garam Masala', 'Chole Masala', 'Sambar Masala', 'Kitchen King Masala'],
        sizes: ['50 g', '100 g'],
        unit: 'g',
      },
    },
  },
  'Dairy & Breakfast': {
    'Milk & Curd': {
      Milk: {
        brands: ['Amul', 'Nandini', 'Mother Dairy'],
        types: ['Toned Milk', 'Full Cream Milk'],
        sizes: ['500 ml', '1 L'],
        unit: 'litre',
      },
      'Curd & Paneer': {
        brands: ['Amul', 'Nandini', 'Mother Dairy'],
        types: ['Fresh Curd', 'Malai Paneer'],
        sizes: ['200 g', '500 g'],
        unit: 'g',
      },
    },
    'Breakfast Cereals': {
      'Oats & Muesli': {
        brands: ['Saffola', '24 Mantra Organic'],
        types: ['Rolled Oats', 'Masala Oats', 'Fruit & Nut Muesli'],
        sizes: ['500 g', '1 kg'],
        unit: 'g',
      },
    },
    'Tea & Coffee': {
      Tea: { brands: ['Tata', 'Red Label'], types: ['Premium Tea', 'Green Tea', 'Masala Chai'], sizes: ['250 g', '500 g'], unit: 'g' },
      Coffee: { brands: ['Bru', 'Nestlé'], types: ['Instant Coffee', 'Filter Coffee'], sizes: ['100 g', '200 g'], unit: 'g' },
    },
  },
  'Snacks & Packaged Food': {
    'Biscuits & Cookies': {
      Biscuits: {
        brands: ['Britannia', 'Parle', 'Sunfeast'],
        types: ['Marie Biscuits', 'Cream Biscuits', 'Digestive Biscuits'],
        sizes: ['200 g', '500 g'],
        unit: 'pack',
      },
    },
    'Namkeen & Snacks': {
      Namkeen: {
        brands: ["Haldiram's"],
        types: ['Aloo Bhujia', 'Moong Dal', 'Navratan Mix', 'Khatta Meetha'],
        sizes: ['200 g', '500 g'],
        unit: 'pack',
      },
    },
    'Noodles & Sauces': {
      'Instant Noodles': {
        brands: ['Maggi', 'Sunfeast'],
        types: ['Masala Noodles', 'Atta Noodles'],
        sizes: ['280 g', '560 g'],
        unit: 'pack',
      },
      'Ketchup & Sauces': {
        brands: ['Kissan', 'Maggi'],
        types: ['Tomato Ketchup', 'Hot & Sweet Sauce'],
        sizes: ['500 g', '1 kg'],
        unit: 'bottle',
      },
    },
  },
  'Household Care': {
    Cleaning: {
      Detergents: {
        brands: ['Surf Excel'],
        types: ['Easy Wash Detergent Powder', 'Matic Liquid Detergent'],
        sizes: ['1 kg', '2 kg'],
        unit: 'pack',
      },
      'Dishwash & Toilet Care': {
        brands: ['Vim', 'Harpic'],
        types: ['Dishwash Gel', 'Dishwash Bar', 'Toilet Cleaner'],
        sizes: ['500 ml', '1 L'],
        unit: 'bottle',
      },
    },
    'Personal Care': {
      'Oral Care': { brands: ['Colgate', 'Dabur'], types: ['Toothpaste', 'Herbal Toothpaste'], sizes: ['100 g', '200 g'], unit: 'tube' },
    },
  },
};

const veg = (types: string[]) => types;

const FOOD: CategoryTree = {
  'Main Course': {
    'North Indian': {
      Curries: {
        brands: ['House Special', "Chef's Table"],
        types: veg(['Paneer Butter Masala', 'Dal Makhani', 'Kadai Paneer', 'Butter Chicken', 'Chicken Tikka Masala', 'Malai Kofta']),
        sizes: ['Half', 'Full'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'North Indian', flavourId: 'Creamy' },
      },
      Breads: {
        brands: ['Tandoor Co.'],
        types: ['Butter Naan', 'Garlic Naan', 'Tandoori Roti', 'Lachha Paratha', 'Stuffed Kulcha'],
        sizes: ['1 piece', '2 pieces'],
        unit: 'piece',
        lookups: { cuisineTypeId: 'North Indian', flavourId: 'Mild' },
      },
    },
    Mughlai: {
      Biryani: {
        brands: ['House Special', "Chef's Table"],
        types: ['Hyderabadi Chicken Biryani', 'Mutton Dum Biryani', 'Veg Dum Biryani', 'Egg Biryani', 'Paneer Biryani'],
        sizes: ['Half', 'Full'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Mughlai', flavourId: 'Spicy' },
      },
      Kebabs: {
        brands: ['Tandoor Co.'],
        types: ['Chicken Seekh Kebab', 'Mutton Galouti Kebab', 'Hara Bhara Kebab', 'Paneer Tikka', 'Tandoori Chicken'],
        sizes: ['Half', 'Full'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Mughlai', flavourId: 'Smoky' },
      },
    },
    'South Indian': {
      Dosa: {
        brands: ['Dosa Point'],
        types: ['Masala Dosa', 'Plain Dosa', 'Rava Dosa', 'Onion Uttapam', 'Mysore Masala Dosa', 'Ghee Roast Dosa'],
        sizes: ['Regular', 'Family'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'South Indian', flavourId: 'Mild' },
      },
      'Idli & Vada': {
        brands: ['Dosa Point'],
        types: ['Idli Sambar', 'Medu Vada', 'Thatte Idli', 'Pongal'],
        sizes: ['Regular', 'Large'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'South Indian', flavourId: 'Mild' },
      },
    },
    Chinese: {
      'Noodles & Rice': {
        brands: ['Wok Express'],
        types: ['Veg Hakka Noodles', 'Chicken Hakka Noodles', 'Schezwan Fried Rice', 'Egg Fried Rice', 'Chicken Fried Rice'],
        sizes: ['Half', 'Full'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Chinese', flavourId: 'Spicy' },
      },
      Starters: {
        brands: ['Wok Express'],
        types: ['Gobi Manchurian', 'Chilli Paneer', 'Chilli Chicken', 'Veg Spring Roll', 'Chicken Momos', 'Veg Momos'],
        sizes: ['Half', 'Full'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Chinese', flavourId: 'Tangy' },
      },
    },
    Italian: {
      Pizza: {
        brands: ["Chef's Table"],
        types: ['Margherita Pizza', 'Farmhouse Pizza', 'Pepperoni Pizza', 'Paneer Tikka Pizza', 'BBQ Chicken Pizza'],
        sizes: ['Regular', 'Medium', 'Large'],
        unit: 'piece',
        lookups: { cuisineTypeId: 'Italian', flavourId: 'Mild' },
      },
      Pasta: {
        brands: ["Chef's Table"],
        types: ['Penne Arrabbiata', 'Alfredo Pasta', 'Chicken Pesto Pasta', 'Mac and Cheese'],
        sizes: ['Regular', 'Large'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Italian', flavourId: 'Creamy' },
      },
    },
  },
  'Desserts & Beverages': {
    Desserts: {
      'Indian Sweets': {
        brands: ['House Special'],
        types: ['Gulab Jamun', 'Rasmalai', 'Gajar Halwa', 'Kulfi Falooda', 'Rasgulla'],
        sizes: ['2 pieces', '4 pieces'],
        unit: 'plate',
        lookups: { cuisineTypeId: 'Desserts', flavourId: 'Sweet' },
      },
    },
    Beverages: {
      'Shakes & Coolers': {
        brands: ['House Special'],
        types: ['Mango Lassi', 'Sweet Lassi', 'Cold Coffee', 'Fresh Lime Soda', 'Chocolate Shake', 'Masala Chaas'],
        sizes: ['Regular', 'Large'],
        unit: 'bottle',
        lookups: { cuisineTypeId: 'Beverages', flavourId: 'Sweet' },
      },
    },
  },
};

const SHOPPING: CategoryTree = {
  Fashion: {
    Men: {
      Shirts: {
        brands: ['Allen Solly', 'Van Heusen', 'Peter England'],
        types: ['Slim Fit Formal Shirt', 'Casual Linen Shirt', 'Checked Cotton Shirt'],
        sizes: ['Blue', 'White'],
        unit: 'piece',
      },
      'Jeans & Trousers': {
        brands: ["Levi's", 'Peter England'],
        types: ['511 Slim Jeans', 'Regular Fit Chinos', 'Tapered Denim'],
        sizes: ['Navy', 'Black'],
        unit: 'piece',
      },
      'T-Shirts': {
        brands: ['Puma', 'Adidas', 'Nike'],
        types: ['Crew Neck T-Shirt', 'Polo T-Shirt', 'Dri-Fit Training Tee'],
        sizes: ['Black', 'White', 'Grey'],
        unit: 'piece',
      },
    },
    Women: {
      Kurtas: {
        brands: ['FabIndia', 'Biba'],
        types: ['Cotton Straight Kurta', 'Printed A-Line Kurta', 'Chikankari Kurta'],
        sizes: ['Red', 'Beige', 'Navy'],
        unit: 'piece',
      },
    },
  },
  Footwear: {
    'Sports Shoes': {
      'Running Shoes': {
        brands: ['Puma', 'Adidas', 'Nike'],
        types: ['Running Shoes', 'Walking Shoes', 'Training Shoes'],
        sizes: ['UK 7', 'UK 8', 'UK 9'],
        unit: 'pair',
      },
    },
    'Casual Footwear': {
      'Sandals & Loafers': {
        brands: ['Bata'],
        types: ['Leather Loafers', 'Comfort Sandals', 'Formal Derby Shoes', 'Flip Flops'],
        sizes: ['UK 7', 'UK 8', 'UK 9'],
        unit: 'pair',
      },
    },
  },
  Accessories: {
    Watches: {
      'Analog Watches': {
        brands: ['Titan', 'Fastrack'],
        types: ['Analog Watch with Leather Strap', 'Stainless Steel Analog Watch', 'Chronograph Watch'],
        sizes: ['Black Dial', 'Blue Dial'],
        unit: 'piece',
      },
    },
    Bags: {
      Backpacks: {
        brands: ['Wildcraft', 'Skybags'],
        types: ['Laptop Backpack', 'Travel Backpack', 'School Backpack'],
        sizes: ['25 L', '35 L', '45 L'],
        unit: 'piece',
      },
    },
  },
  'Electronics & Home': {
    Audio: {
      'Earphones & Speakers': {
        brands: ['boAt', 'Philips'],
        types: ['Wireless Earbuds', 'Neckband Earphones', 'Bluetooth Speaker', 'Over-Ear Headphones'],
        sizes: ['Black', 'Blue'],
        unit: 'piece',
      },
    },
    Kitchen: {
      'Cookware & Bottles': {
        brands: ['Prestige', 'Milton'],
        types: ['Pressure Cooker', 'Non-Stick Tawa', 'Steel Water Bottle', 'Insulated Lunch Box'],
        sizes: ['1 L', '3 L', '5 L'],
        unit: 'piece',
      },
    },
  },
};

const tablet = { medicineFormId: 'Tablet', packingTypeId: 'Strip', drugTypeId: 'Allopathic' } as const;
const MEDICINE: CategoryTree = {
  'Prescription Medicines': {
    'Pain & Fever': {
      Analgesics: {
        brands: ['Cipla', 'Sun Pharma', 'Mankind', 'Alkem'],
        types: ['Paracetamol 500 mg', 'Paracetamol 650 mg', 'Diclofenac 50 mg', 'Aceclofenac 100 mg'],
        sizes: ['Strip of 10', 'Strip of 15'],
        unit: 'strip',
        lookups: { ...tablet, therapeuticClassId: 'Analgesic' },
        prescriptionRequired: true,
      },
    },
    Infections: {
      Antibiotics: {
        brands: ['Cipla', 'Lupin', 'Alkem', 'Zydus'],
        types: ['Amoxicillin 500 mg', 'Azithromycin 500 mg', 'Cefixime 200 mg', 'Ciprofloxacin 500 mg'],
        sizes: ['Strip of 6', 'Strip of 10'],
        unit: 'strip',
        lookups: { ...tablet, medicineFormId: 'Capsule', therapeuticClassId: 'Antibiotic' },
        prescriptionRequired: true,
      },
    },
    'Chronic Care': {
      Diabetes: {
        brands: ['Sun Pharma', "Dr. Reddy's", 'Glenmark', 'Abbott'],
        types: ['Metformin 500 mg', 'Metformin 1000 mg SR', 'Glimepiride 2 mg', 'Sitagliptin 100 mg'],
        sizes: ['Strip of 10', 'Strip of 15'],
        unit: 'strip',
        lookups: { ...tablet, therapeuticClassId: 'Antidiabetic' },
        prescriptionRequired: true,
      },
      'Blood Pressure': {
        brands: ['Torrent', 'Cipla', 'Lupin', 'Zydus'],
        types: ['Amlodipine 5 mg', 'Telmisartan 40 mg', 'Losartan 50 mg', 'Atenolol 50 mg'],
        sizes: ['Strip of 10', 'Strip of 15'],
        unit: 'strip',
        lookups: { ...tablet, therapeuticClassId: 'Antihypertensive' },
        prescriptionRequired: true,
      },
    },
  },
  'Over the Counter': {
    'Digestive Care': {
      Antacids: {
        brands: ['Abbott', 'GSK', 'Dr. Morepen'],
        types: ['Antacid Gel Mint', 'Pantoprazole 40 mg', 'Ranitidine 150 mg', 'Digestive Enzyme'],
        sizes: ['Bottle of 170 ml', 'Strip of 10'],
        unit: 'bottle',
        lookups: { drugTypeId: 'Over the counter', medicineFormId: 'Syrup', packingTypeId: 'Bottle', therapeuticClassId: 'Antacid' },
      },
    },
    'Cough & Cold': {
      'Cough Syrups': {
        brands: ['Cipla', 'GSK', 'Dabur', 'Himalaya'],
        types: ['Dry Cough Syrup', 'Expectorant Syrup', 'Honitus Herbal Syrup', 'Cold Relief Syrup'],
        sizes: ['100 ml', '200 ml'],
        unit: 'bottle',
        lookups: { drugTypeId: 'Over the counter', medicineFormId: 'Syrup', packingTypeId: 'Bottle', therapeuticClassId: 'Cough & cold' },
      },
      Allergy: {
        brands: ['Cipla', 'Mankind', "Dr. Reddy's"],
        types: ['Cetirizine 10 mg', 'Levocetirizine 5 mg', 'Fexofenadine 120 mg'],
        sizes: ['Strip of 10', 'Strip of 15'],
        unit: 'strip',
        lookups: { ...tablet, therapeuticClassId: 'Antihistamine' },
      },
    },
    'Skin Care': {
      'Creams & Ointments': {
        brands: ['Himalaya', 'Glenmark', 'GSK'],
        types: ['Antiseptic Cream', 'Clotrimazole Cream 1%', 'Moisturising Lotion', 'Calamine Lotion'],
        sizes: ['20 g', '50 g'],
        unit: 'tube',
        lookups: { drugTypeId: 'Over the counter', medicineFormId: 'Cream', packingTypeId: 'Tube', therapeuticClassId: 'Dermatological' },
      },
    },
  },
  Wellness: {
    'Vitamins & Supplements': {
      Multivitamins: {
        brands: ['Abbott', 'Himalaya', 'Dr. Morepen', 'Baidyanath'],
        types: ['Vitamin C 500 mg', 'Vitamin D3 60000 IU', 'Multivitamin', 'Calcium + D3', 'Chyawanprash'],
        sizes: ['Bottle of 30', 'Bottle of 60'],
        unit: 'bottle',
        lookups: {
          drugTypeId: 'Over the counter',
          medicineFormId: 'Tablet',
          packingTypeId: 'Bottle',
          therapeuticClassId: 'Vitamins & supplements',
        },
      },
    },
  },
};

export const SEED_CATALOGUE: Record<CatalogueVertical, CategoryTree> = {
  grocery: GROCERY,
  food: FOOD,
  shopping: SHOPPING,
  medicine: MEDICINE,
};

const NON_VEG = /chicken|mutton|egg|fish|prawn|pepperoni/i;
export const isVeg = (name: string) => !NON_VEG.test(name);

/** The product name of brand × type × size, as a vertical writes it. */
export function productName(vertical: CatalogueVertical, brand: string, type: string, size: string): string {
  if (vertical === 'food') return `${type} (${size})`;
  if (vertical === 'medicine') return `${brand} ${type} – ${size}`;
  if (vertical === 'shopping') return `${brand} ${type} – ${size}`;
  return `${brand} ${type} ${size}`;
}
