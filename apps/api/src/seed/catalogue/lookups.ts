import type { CatalogueVertical, LookupType } from '@dhub/contract';

/** Lookup rows: vertical null = shared by every vertical; `group` for the ecommerce dropdown. */
export interface SeedLookup {
  type: LookupType;
  vertical: CatalogueVertical | null;
  group?: string;
  names: readonly string[];
}

export const SEED_LOOKUPS: readonly SeedLookup[] = [
  {
    type: 'brand',
    vertical: 'grocery',
    names: [
      'Aashirvaad', 'Tata', 'Fortune', 'Amul', 'Britannia', 'Parle', 'MDH', 'Everest', 'Daawat', 'India Gate',
      'Saffola', 'Nestlé', "Haldiram's", 'Mother Dairy', '24 Mantra Organic', 'Catch', 'Dabur', 'Kissan',
      'Maggi', 'Sunfeast', 'Tata Sampann', 'Nandini', 'Red Label', 'Bru', 'Surf Excel', 'Vim', 'Harpic', 'Colgate',
    ],
  },
  { type: 'brand', vertical: 'food', names: ['House Special', "Chef's Table", 'Tandoor Co.', 'Wok Express', 'Dosa Point'] },
  {
    type: 'brand',
    vertical: 'shopping',
    names: [
      'Allen Solly', 'Van Heusen', "Levi's", 'Puma', 'Adidas', 'Nike', 'Bata', 'Titan', 'Fastrack', 'boAt',
      'Wildcraft', 'FabIndia', 'Biba', 'Peter England', 'Skybags', 'Prestige', 'Milton', 'Philips',
    ],
  },
  {
    type: 'brand',
    vertical: 'medicine',
    names: [
      'Cipla', 'Sun Pharma', "Dr. Reddy's", 'Lupin', 'Mankind', 'Alkem', 'Zydus', 'Glenmark', 'Torrent', 'Abbott',
      'GSK', 'Himalaya', 'Dabur', 'Baidyanath', 'Dr. Morepen',
    ],
  },
  {
    type: 'unit',
    vertical: null,
    names: ['kg', 'g', 'litre', 'ml', 'piece', 'pack', 'dozen', 'strip', 'bottle', 'box', 'plate', 'pair', 'tube'],
  },
  {
    type: 'weight',
    vertical: null,
    names: ['50 g', '100 g', '200 g', '250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '200 ml', '500 ml', '1 L', '5 L'],
  },
  { type: 'zone', vertical: null, names: ['Indiranagar', 'Koramangala', 'Whitefield', 'HSR Layout', 'Jayanagar', 'Malleshwaram'] },
  { type: 'drug_type', vertical: 'medicine', names: ['Allopathic', 'Ayurvedic', 'Homeopathic', 'Unani', 'Over the counter'] },
  {
    type: 'medicine_form',
    vertical: 'medicine',
    names: ['Tablet', 'Capsule', 'Syrup', 'Injection', 'Ointment', 'Drops', 'Inhaler', 'Powder', 'Gel', 'Cream'],
  },
  {
    type: 'therapeutic_class',
    vertical: 'medicine',
    names: [
      'Analgesic', 'Antibiotic', 'Antacid', 'Antihistamine', 'Antidiabetic', 'Antihypertensive', 'Vitamins & supplements',
      'Antipyretic', 'Cough & cold', 'Dermatological',
    ],
  },
  { type: 'packing_type', vertical: 'medicine', names: ['Strip', 'Bottle', 'Tube', 'Box', 'Sachet', 'Vial', 'Blister pack'] },
  {
    type: 'cuisine_type',
    vertical: 'food',
    names: ['North Indian', 'South Indian', 'Chinese', 'Italian', 'Mughlai', 'Continental', 'Street food', 'Desserts', 'Beverages'],
  },
  { type: 'flavour', vertical: 'food', names: ['Spicy', 'Mild', 'Sweet', 'Tangy', 'Smoky', 'Creamy'] },
  { type: 'ecommerce_attribute', vertical: 'shopping', group: 'size', names: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  {
    type: 'ecommerce_attribute',
    vertical: 'shopping',
    group: 'colour',
    names: ['Black', 'White', 'Navy', 'Red', 'Olive', 'Beige', 'Grey'],
  },
  { type: 'ecommerce_attribute', vertical: 'shopping', group: 'material', names: ['Cotton', 'Linen', 'Denim', 'Polyester', 'Leather'] },
];
