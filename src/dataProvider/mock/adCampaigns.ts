import type { Ad } from '../../api/entities';

export interface Campaign {
  name: string;
  type: Ad['adType'];
  caption: string | null;
  link: string | null;
  slug: string;
}

/** Campaigns of Nigerian brands for the mock ads: links of every kind (web, app store, form, phone, none). */
export function mockAdCampaigns(): Campaign[] {
  const c = (name: string, type: Ad['adType'], caption: string | null, link: string | null, slug: string): Campaign => ({ name, type, caption, link, slug });
  return [
    c('Jollof Rice Combo', 'media', 'Smoky party jollof, chicken and plantain for ₦3,500. Order now!', 'https://mamaputkitchen.ng/order', 'mamaput'),
    c('Kuda Bank App', 'app', 'Free transfers, no card fees.', 'https://play.google.com/store/apps/details?id=com.kudabank.app', 'kuda'),
    c('Indomie Family Pack', 'media', 'Hungry? Indomie!', 'https://indomie.ng', 'indomie'),
    c('PiggyVest Savings Quiz', 'form', 'Tell us your savings goal and win ₦50,000 airtime.', 'https://forms.piggyvest.com/goal', 'piggyvest'),
    c('MTN Data Bonanza', 'media', 'Double data on every 2GB bundle this weekend only.', 'https://mtn.ng/data', 'mtn'),
    c('Suya Night Special', 'media', null, null, 'suya'),
    c('OPay Wallet', 'app', 'Pay bills and buy airtime in seconds with OPay.', 'https://opayweb.com/download', 'opay'),
    c('Peak Milk Breakfast', 'media', 'Peak: it\'s in you!', 'https://peakmilk.com.ng', 'peak'),
    c('Chicken Republic Meal Deal', 'media', 'Refuel meal with drink for ₦2,200 at any outlet.', 'tel:+2348031234567', 'chickenrepublic'),
    c('Lagos Fashion Week Sign-up', 'form', 'Register to attend the runway shows at Eko Hotel.', 'https://forms.lagosfashionweek.ng/rsvp', 'lfw'),
    c('Bolt Rides Lagos', 'app', 'Get 30% off your next three rides around Lagos.', 'https://bolt.eu/en-ng/', 'bolt'),
    c('Dangote Cement', 'media', 'Build with the strength of Dangote 3X.', 'https://dangotecement.com', 'dangote'),
    c('Glo Night Plan', 'media', 'Unlimited night browsing from 12am to 5am for ₦200.', 'http://gloworld.com/ng/night-plan', 'glo'),
    c('Jumia Black Friday', 'media', 'Up to 80% off phones, TVs and fashion. Shop now on Jumia!', 'https://www.jumia.com.ng/black-friday/', 'jumia'),
    c('GTBank Loan Enquiry', 'form', 'Quick loans up to ₦5m: fill in the form for a call back.', 'https://forms.gtbank.com/quickcredit', 'gtbank'),
    c('Konga Shopping App', 'app', 'Shop Konga on the go.', 'https://play.google.com/store/apps/details?id=com.konga.android', 'konga'),
  ];
}
