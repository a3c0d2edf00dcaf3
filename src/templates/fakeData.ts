/**
 * Fake data of the template demo pages (SPEC.md section 1): fixed lists and a seeded generator, so every
 * render and every test sees the same records. No product behaviour rests on them.
 */

export interface FakeProduct {
  id: number;
  name: string;
  price: number;
  /** The price before the sale, for products on sale. */
  priceWas?: number;
  label?: 'sale' | 'new';
  /** Colour swatches; the first two also paint the placeholder image. */
  colors: string[];
}

export const fakeProducts: FakeProduct[] = [
  {
    id: 1,
    name: 'Ankara Tote Bag',
    price: 18500,
    priceWas: 24000,
    label: 'sale',
    colors: ['#e65100', '#1565c0', '#2e7d32'],
  },
  { id: 2, name: 'Adire Silk Scarf', price: 12000, label: 'new', colors: ['#283593', '#90caf9'] },
  { id: 3, name: 'Aso-Oke Cap', price: 9500, colors: ['#6a1b9a', '#ffd54f'] },
  {
    id: 4,
    name: 'Kente Sneakers',
    price: 45000,
    priceWas: 52000,
    label: 'sale',
    colors: ['#f9a825', '#2e7d32', '#c62828'],
  },
  { id: 5, name: 'Leather Sandals (Kano)', price: 15750, colors: ['#795548', '#3e2723'] },
  { id: 6, name: 'Beaded Necklace', price: 7200, label: 'new', colors: ['#d84315', '#00838f'] },
  { id: 7, name: 'Lagos Skyline Mug', price: 4500, colors: ['#0277bd', '#eceff1'] },
  { id: 8, name: 'Agbada Set', price: 98000, colors: ['#37474f', '#b0bec5', '#ffffff'] },
  { id: 9, name: 'Shea Butter Jar', price: 3800, priceWas: 5000, label: 'sale', colors: ['#ffe082', '#a1887f'] },
  { id: 10, name: 'Danfo Toy Bus', price: 6500, label: 'new', colors: ['#fdd835', '#212121'] },
  { id: 11, name: 'Raffia Hand Fan', price: 2900, colors: ['#c0a062', '#8d6e63'] },
  { id: 12, name: 'Gele Headwrap', price: 21000, colors: ['#ad1457', '#f8bbd0', '#4a148c'] },
];

export interface FakePost {
  id: number;
  title: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  views: number;
  comments: number;
  colors: [string, string];
}

export const fakePosts: FakePost[] = [
  {
    id: 1,
    title: 'Ten bus routes across Lagos that reach the most riders',
    author: 'Chiamaka Obi',
    date: '2026-03-14',
    views: 18240,
    comments: 96,
    colors: ['#1565c0', '#4fc3f7'],
  },
  {
    id: 2,
    title: 'How Abuja vendors plan a week of screen time',
    author: 'Tunde Bakare',
    date: '2026-03-02',
    views: 9310,
    comments: 41,
    colors: ['#2e7d32', '#aed581'],
  },
  {
    id: 3,
    title: 'Designing ads that read in three seconds',
    author: 'Ngozi Eze',
    date: '2026-02-20',
    views: 12775,
    comments: 58,
    colors: ['#6a1b9a', '#ce93d8'],
  },
  {
    id: 4,
    title: 'Port Harcourt: a month of click-through rates',
    author: 'Ibrahim Musa',
    date: '2026-02-09',
    views: 5402,
    comments: 17,
    colors: ['#e65100', '#ffcc80'],
  },
  {
    id: 5,
    title: 'Keeping devices online on long interstate trips',
    author: 'Funke Adeyemi',
    date: '2026-01-28',
    views: 7688,
    comments: 23,
    colors: ['#00838f', '#80deea'],
  },
  {
    id: 6,
    title: 'What a good topup week looks like for small vendors',
    author: 'Emeka Nwosu',
    date: '2026-01-15',
    views: 4120,
    comments: 12,
    colors: ['#c62828', '#ef9a9a'],
  },
  {
    id: 7,
    title: 'Ibadan riders and the rush-hour audience',
    author: 'Aisha Bello',
    date: '2025-12-30',
    views: 10980,
    comments: 64,
    colors: ['#283593', '#9fa8da'],
  },
  {
    id: 8,
    title: 'Price plans explained: views, clicks and conversions',
    author: 'Segun Afolabi',
    date: '2025-12-11',
    views: 15330,
    comments: 85,
    colors: ['#4e342e', '#bcaaa4'],
  },
];

export interface FakeUser {
  id: number;
  name: string;
  company: string;
  role: string;
  verified: boolean;
  status: 'active' | 'banned';
}

const FIRST = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Efosa',
  'Folake',
  'Garba',
  'Halima',
  'Ifeanyi',
  'Jumoke',
  'Kelechi',
  'Lami',
  'Musa',
];
const LAST = [
  'Okafor',
  'Adebayo',
  'Eze',
  'Ogunleye',
  'Osagie',
  'Balogun',
  'Abubakar',
  'Yusuf',
  'Nnamdi',
  'Olawale',
  'Umeh',
];
const COMPANIES = [
  'Danfo Media Ltd',
  'Eko Transit Co',
  'Naija Motion Ads',
  'Arewa Logistics',
  'Oyo Roadshow',
  'Delta Screens',
  'Kano Express',
];
const ROLES = [
  'Leader',
  'Hr Manager',
  'UI Designer',
  'UX Designer',
  'Project Manager',
  'Backend Developer',
  'Full Stack Developer',
];

/** A small linear congruential generator: the same seed gives the same users on every load. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

function makeUsers(count: number): FakeUser[] {
  const pick = seeded(2026);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    // The first user is fixed so tests and screenshots can name one.
    name:
      i === 0 ? 'Adaeze Okafor' : `${FIRST[(i * 5) % FIRST.length]} ${LAST[(i * 7 + pick(LAST.length)) % LAST.length]}`,
    company: COMPANIES[pick(COMPANIES.length)],
    role: ROLES[pick(ROLES.length)],
    verified: pick(3) !== 0,
    status: pick(5) === 0 ? 'banned' : 'active',
  }));
}

export const fakeUsers: FakeUser[] = makeUsers(25);

/** 'Chiamaka Obi' -> 'CO'. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');
