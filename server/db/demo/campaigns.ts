import type { AdType } from '../schema';

/** Ad campaigns a small Nigerian business might run on bus screens. */
export interface Campaign {
  name: string;
  type: AdType;
  caption: string;
  slug: string;
  /** The campaign's own picture (public/media), so an ad never shows another business's image. */
  image: string;
}

type Make = (name: string, slug: string, caption: string, image: string) => Campaign;
const campaign =
  (type: AdType): Make =>
  (name, slug, caption, image) => ({ name, type, caption, slug, image: `/media/${image}.svg` });
const media = campaign('media');
const app = campaign('app');
const form = campaign('form');

export const CAMPAIGNS: Campaign[] = [
  media(
    'Jollof Rice Combo',
    'mamaputkitchen',
    'Smoky party jollof, chicken and plantain for ₦3,500. Order now!',
    'ad-1',
  ),
  media('Suya Night Special', 'mallamsuyaspot', 'Hot suya every evening from 6pm. Pepper dey!', 'ad-4'),
  media(
    'POS Agent Services',
    'quickcashpos',
    'Withdraw, transfer and pay bills at any of our agents near you.',
    'pos-agent',
  ),
  media(
    'Ankara Fabrics Sale',
    'adireandankara',
    'New Ankara and Adire designs at factory prices this week.',
    'ankara-sale',
  ),
  media(
    'Phone Screen Repairs',
    'fixmyphoneng',
    'Cracked screen? Same-day repair at Computer Village.',
    'screen-repairs',
  ),
  media('Braids and Wigs Salon', 'glamhairstudio', 'Knotless braids from ₦15,000. Book your slot today.', 'ad-3'),
  media('Solar Inverter Installation', 'sunpowerng', 'Say bye to NEPA wahala. 5kVA solar packages available.', 'ad-5'),
  media(
    'Fresh Fish Market',
    'makokofreshfish',
    'Fresh catfish, croaker and prawns delivered to your door.',
    'fresh-fish',
  ),
  media(
    'Gym Membership Promo',
    'fitzonelagos',
    'Three months for the price of two. Lekki and Yaba branches.',
    'gym-promo',
  ),
  media(
    'Event Hall Booking',
    'royalbanquetng',
    'Weddings, birthdays and owambe. Halls for 200 to 1,000 guests.',
    'event-halls',
  ),
  media('Laundry Pickup', 'washnfoldng', 'We pick up, wash, iron and deliver in 48 hours.', 'laundry-pickup'),
  media('Shawarma Spot', 'shawarmahubng', 'Double sausage shawarma for ₦3,000 at Allen Avenue.', 'shawarma'),
  media('Zobo and Kunu Drinks', 'naijabrews', 'Chilled zobo and kunu, no preservatives. Buy a crate!', 'zobo-kunu'),
  media('Cooking Gas Refill', 'gasplusng', '12.5kg refill with free home delivery within 5km.', 'gas-refill'),
  media(
    'Small Chops Catering',
    'smallchopsbyremi',
    'Puff-puff, samosa and spring rolls for your next party.',
    'small-chops',
  ),
  media(
    'Plots in Ibeju-Lekki',
    'coastalhomesng',
    'Dry land with C of O. Pay small small over 12 months.',
    'lekki-plots',
  ),
  media(
    'Furniture Sale',
    'woodcraftng',
    'Sofas and dining sets made in Nigeria. 20% off this month.',
    'furniture-sale',
  ),
  media('Pharmacy Delivery', 'medplusexpressng', 'Your prescriptions delivered in one hour across Lagos.', 'pharmacy'),
  app('Savings App', 'kolosave', 'Save daily, earn up to 15% a year. Download the app.', 'ad-2'),
  app('Food Delivery App', 'chopnowapp', 'Your favourite bukka delivered. First order free delivery.', 'chop-now'),
  app('Ride Booking App', 'gorideng', 'Book a ride in seconds. Use code BUSADS for 20% off.', 'go-ride'),
  app('Bills Payment App', 'paybillsng', 'Buy airtime and data and pay DSTV bills in one tap.', 'pay-bills'),
  app('Market List App', 'marketmama', 'Plan your market list and get prices from traders near you.', 'market-list'),
  app('Bible and Quran Audio App', 'dailywordng', 'Listen on your way to work, even offline.', 'daily-word'),
  form('JAMB Prep Signup', 'topgradetutors', 'Score 300+ in UTME. Register for weekend classes.', 'ad-6'),
  form(
    'Free Eye Test Registration',
    'clearvisionng',
    'Free eye screening this Saturday. Register your name.',
    'eye-test',
  ),
  form(
    'Land Inspection Booking',
    'coastalhomesng',
    'Book a free site inspection. Bus leaves every Saturday.',
    'site-inspection',
  ),
  form('Job Fair Registration', 'careerconnectng', 'Over 50 employers hiring. Register to attend free.', 'job-fair'),
  form('Free Tech Skills Training', 'codelagos', 'Learn web development in 12 weeks. Apply now.', 'learn-to-code'),
  form(
    'Health Insurance Quote',
    'carefirsthmo',
    'Family health cover from ₦5,000 a month. Get a quote.',
    'health-cover',
  ),
];

export const SUFFIXES = [
  '',
  '',
  '',
  ' - Weekend',
  ' - Rush Hour',
  ' - Lekki',
  ' - Mainland',
  ' - December',
  ' - Back to School',
];

export function linksFor(c: Campaign, n: number): { actionLink: string; conversionUrl: string | null } {
  if (c.type === 'app') {
    return {
      actionLink: `https://play.google.com/store/apps/details?id=ng.${c.slug}`,
      conversionUrl: `https://${c.slug}.com.ng/installed?ref=busads-${n}`,
    };
  }
  if (c.type === 'form')
    return {
      actionLink: `https://${c.slug}.com.ng/register`,
      conversionUrl: `https://${c.slug}.com.ng/register/thank-you`,
    };
  return {
    actionLink: `https://${c.slug}.com.ng`,
    conversionUrl: n % 3 === 0 ? `https://${c.slug}.com.ng/order/thank-you` : null,
  };
}

/**
 * The first six demo images (public/media; ad media paths are relative to the API base). The seeds no
 * longer pick from them, but still draw as they did, so the rest of the demo data stays the same.
 */
export const MEDIA_FILES = [
  '/media/ad-1.svg',
  '/media/ad-2.svg',
  '/media/ad-3.svg',
  '/media/ad-4.svg',
  '/media/ad-5.svg',
  '/media/ad-6.svg',
];
