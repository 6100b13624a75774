/**
 * Seed geography: countries, their states / regions / union territories, and main cities.
 * Data only; src/seed/seed-geography.ts inserts it.
 */
export interface SeedCountry {
  name: string;
  isoCode: string;
  states: Record<string, readonly string[]>;
}

export const GEOGRAPHY: readonly SeedCountry[] = [
  {
    name: 'India',
    isoCode: 'IN',
    states: {
      // 28 states
      'Andhra Pradesh': ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Tirupati', 'Kurnool', 'Amaravati'],
      'Arunachal Pradesh': ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang', 'Ziro'],
      Assam: ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat', 'Tezpur', 'Nagaon'],
      Bihar: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia'],
      Chhattisgarh: ['Raipur', 'Bhilai', 'Bilaspur', 'Korba', 'Durg', 'Raigarh'],
      Goa: ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda'],
      Gujarat: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Gandhinagar', 'Bhavnagar', 'Jamnagar'],
      Haryana: ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Karnal', 'Hisar', 'Rohtak'],
      'Himachal Pradesh': ['Shimla', 'Dharamshala', 'Manali', 'Solan', 'Mandi', 'Kullu'],
      Jharkhand: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City', 'Hazaribagh', 'Deoghar'],
      Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi', 'Kalaburagi', 'Davanagere'],
      Kerala: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur', 'Alappuzha'],
      'Madhya Pradesh': ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar'],
      Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane', 'Aurangabad', 'Solapur', 'Kolhapur'],
      Manipur: ['Imphal', 'Thoubal', 'Bishnupur', 'Churachandpur', 'Ukhrul'],
      Meghalaya: ['Shillong', 'Tura', 'Jowai', 'Nongpoh', 'Cherrapunji'],
      Mizoram: ['Aizawl', 'Lunglei', 'Champhai', 'Serchhip', 'Kolasib'],
      Nagaland: ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang', 'Wokha'],
      Odisha: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur', 'Puri'],
      Punjab: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Mohali'],
      Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Alwar'],
      Sikkim: ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan', 'Rangpo'],
      'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli', 'Vellore'],
      Telangana: ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Secunderabad'],
      Tripura: ['Agartala', 'Udaipur (Tripura)', 'Dharmanagar', 'Kailashahar', 'Belonia'],
      'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Noida', 'Ghaziabad', 'Agra', 'Varanasi', 'Prayagraj', 'Meerut'],
      Uttarakhand: ['Dehradun', 'Haridwar', 'Rishikesh', 'Haldwani', 'Roorkee', 'Nainital'],
      'West Bengal': ['Kolkata', 'Howrah', 'Durgapur', 'Asansol', 'Siliguri', 'Darjeeling'],
      // 8 union territories
      'Andaman and Nicobar Islands': ['Port Blair', 'Car Nicobar', 'Mayabunder', 'Diglipur'],
      Chandigarh: ['Chandigarh'],
      'Dadra and Nagar Haveli and Daman and Diu': ['Daman', 'Diu', 'Silvassa'],
      Delhi: ['New Delhi', 'Delhi', 'Dwarka', 'Rohini', 'Saket'],
      'Jammu and Kashmir': ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Udhampur'],
      Ladakh: ['Leh', 'Kargil'],
      Lakshadweep: ['Kavaratti', 'Agatti', 'Minicoy', 'Amini'],
      Puducherry: ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'],
    },
  },
  {
    name: 'United Arab Emirates',
    isoCode: 'AE',
    states: {
      'Abu Dhabi': ['Abu Dhabi', 'Al Ain', 'Madinat Zayed'],
      Dubai: ['Dubai', 'Hatta', 'Jebel Ali'],
      Sharjah: ['Sharjah', 'Khor Fakkan', 'Kalba'],
      Ajman: ['Ajman', 'Masfout'],
      'Umm Al Quwain': ['Umm Al Quwain'],
      'Ras Al Khaimah': ['Ras Al Khaimah', 'Al Jazirah Al Hamra'],
      Fujairah: ['Fujairah', 'Dibba Al-Fujairah'],
    },
  },
  {
    name: 'France',
    isoCode: 'FR',
    states: {
      'Île-de-France': ['Paris', 'Versailles', 'Boulogne-Billancourt', 'Saint-Denis'],
      "Provence-Alpes-Côte d'Azur": ['Marseille', 'Nice', 'Toulon', 'Aix-en-Provence'],
      'Auvergne-Rhône-Alpes': ['Lyon', 'Grenoble', 'Saint-Étienne', 'Clermont-Ferrand'],
      Occitanie: ['Toulouse', 'Montpellier', 'Nîmes', 'Perpignan'],
      'Nouvelle-Aquitaine': ['Bordeaux', 'Limoges', 'Poitiers', 'La Rochelle'],
      'Hauts-de-France': ['Lille', 'Amiens', 'Roubaix', 'Calais'],
    },
  },
  {
    name: 'China',
    isoCode: 'CN',
    states: {
      Beijing: ['Beijing'],
      Shanghai: ['Shanghai'],
      Guangdong: ['Guangzhou', 'Shenzhen', 'Dongguan', 'Foshan', 'Zhuhai'],
      Zhejiang: ['Hangzhou', 'Ningbo', 'Wenzhou', 'Shaoxing'],
      Jiangsu: ['Nanjing', 'Suzhou', 'Wuxi', 'Changzhou'],
      Sichuan: ['Chengdu', 'Mianyang', 'Leshan', 'Yibin'],
    },
  },
  {
    name: 'United States',
    isoCode: 'US',
    states: {
      California: ['Los Angeles', 'San Francisco', 'San Diego', 'San Jose', 'Sacramento'],
      'New York': ['New York City', 'Buffalo', 'Rochester', 'Albany'],
      Texas: ['Houston', 'Dallas', 'Austin', 'San Antonio', 'Fort Worth'],
      Florida: ['Miami', 'Orlando', 'Tampa', 'Jacksonville'],
      Illinois: ['Chicago', 'Springfield', 'Naperville', 'Peoria'],
      'New Jersey': ['Newark', 'Jersey City', 'Edison', 'Princeton'],
      Washington: ['Seattle', 'Spokane', 'Tacoma', 'Bellevue'],
    },
  },
];
