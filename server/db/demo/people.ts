import type { Rng } from './random';

const FIRST_NAMES = [
  'Adebayo',
  'Oluwaseun',
  'Folake',
  'Temitope',
  'Kehinde',
  'Taiwo',
  'Babajide',
  'Funmilayo',
  'Olumide',
  'Yetunde',
  'Damilola',
  'Abiodun',
  'Bukola',
  'Ayodele',
  'Olamide',
  'Tolulope',
  'Gbenga',
  'Simisola',
  'Kunle',
  'Ronke',
  'Chinedu',
  'Ngozi',
  'Emeka',
  'Chiamaka',
  'Obinna',
  'Adaeze',
  'Ifeanyi',
  'Nneka',
  'Chukwuemeka',
  'Uchenna',
  'Ebuka',
  'Amarachi',
  'Kelechi',
  'Chidinma',
  'Nnamdi',
  'Ifeoma',
  'Abubakar',
  'Aisha',
  'Musa',
  'Fatima',
  'Ibrahim',
  'Hauwa',
  'Sani',
  'Zainab',
  'Usman',
  'Halima',
  'Yusuf',
  'Amina',
  'Bello',
  'Hadiza',
  'Efe',
  'Osas',
  'Ese',
  'Itoro',
  'Ekaette',
  'Tamuno',
  'Ebiere',
  'Terver',
  'Nguvan',
  'Ada',
];

const SURNAMES = [
  'Adeyemi',
  'Okafor',
  'Bello',
  'Eze',
  'Ogunleye',
  'Nwosu',
  'Abubakar',
  'Okonkwo',
  'Adebayo',
  'Ibrahim',
  'Balogun',
  'Chukwu',
  'Afolabi',
  'Obi',
  'Danjuma',
  'Oyelaran',
  'Nwachukwu',
  'Akinola',
  'Suleiman',
  'Umeh',
  'Ogunbiyi',
  'Okeke',
  'Lawal',
  'Etim',
  'Ekpo',
  'Igbinedion',
  'Tarka',
  'Olawale',
  'Mohammed',
  'Anyanwu',
  'Fashola',
  'Ojo',
  'Babatunde',
  'Ikwuemesi',
  'Yakubu',
  'Oladipo',
  'Agbaje',
  'Nwankwo',
  'Aliyu',
  'Bassey',
];

const STREETS = [
  'Allen Avenue, Ikeja, Lagos',
  'Admiralty Way, Lekki Phase 1, Lagos',
  'Herbert Macaulay Way, Yaba, Lagos',
  'Awolowo Road, Ikoyi, Lagos',
  'Adeniran Ogunsanya Street, Surulere, Lagos',
  'Opebi Road, Ikeja, Lagos',
  'Adeola Odeku Street, Victoria Island, Lagos',
  'Isaac John Street, GRA Ikeja, Lagos',
  'Ikorodu Road, Maryland, Lagos',
  'Agege Motor Road, Oshodi, Lagos',
  'Broad Street, Lagos Island, Lagos',
  'Lekki-Epe Expressway, Ajah, Lagos',
  'Ogunlana Drive, Surulere, Lagos',
  'Akowonjo Road, Egbeda, Lagos',
  'Aminu Kano Crescent, Wuse 2, Abuja',
  'Ahmadu Bello Way, Kaduna',
  'Aba Road, Port Harcourt',
  'Ring Road, Ibadan',
  'Oba Akran Avenue, Ikeja, Lagos',
  'Ogui Road, Enugu',
  'Bompai Road, Kano',
];

const MAIL_HOSTS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'gmail.com', 'gmail.com'];
const PHONE_PREFIXES = [
  '803',
  '806',
  '813',
  '816',
  '703',
  '706',
  '810',
  '814',
  '903',
  '906',
  '805',
  '807',
  '815',
  '905',
  '802',
  '808',
  '701',
  '902',
  '809',
  '817',
];

export interface Person {
  fullname: string;
  username: string;
  email: string;
  phone: string;
  address: string;
}

/** Unique usernames across one seed run. */
export class PersonFactory {
  private readonly usernames = new Set<string>();
  constructor(private readonly rng: Rng) {}

  phone(): string {
    return `+234${this.rng.pick(PHONE_PREFIXES)}${this.rng.digits(7)}`;
  }

  person(): Person {
    const first = this.rng.pick(FIRST_NAMES);
    const last = this.rng.pick(SURNAMES);
    let username = `${first}.${last}`.toLowerCase();
    for (let n = 2; this.usernames.has(username); n++) username = `${first}.${last}${n}`.toLowerCase();
    this.usernames.add(username);
    return {
      fullname: `${first} ${last}`,
      username,
      email: `${username.replace('.', this.rng.pick(['.', '_', '']))}@${this.rng.pick(MAIL_HOSTS)}`,
      phone: this.phone(),
      address: `${this.rng.int(1, 120)} ${this.rng.pick(STREETS)}`,
    };
  }
}

export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
