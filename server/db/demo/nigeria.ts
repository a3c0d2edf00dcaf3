/** Nigeria's 36 states and the FCT with real cities; Lagos lists the districts the bus routes pass. */
export const NIGERIA: Record<string, string[]> = {
  Abia: ['Umuahia', 'Aba', 'Ohafia'],
  Adamawa: ['Yola', 'Mubi', 'Numan'],
  'Akwa Ibom': ['Uyo', 'Eket', 'Ikot Ekpene'],
  Anambra: ['Awka', 'Onitsha', 'Nnewi'],
  Bauchi: ['Bauchi', 'Azare', 'Misau'],
  Bayelsa: ['Yenagoa', 'Brass', 'Sagbama'],
  Benue: ['Makurdi', 'Gboko', 'Otukpo'],
  Borno: ['Maiduguri', 'Biu', 'Bama'],
  'Cross River': ['Calabar', 'Ikom', 'Ogoja'],
  Delta: ['Asaba', 'Warri', 'Sapele', 'Ughelli'],
  Ebonyi: ['Abakaliki', 'Afikpo', 'Onueke'],
  Edo: ['Benin City', 'Auchi', 'Ekpoma'],
  Ekiti: ['Ado-Ekiti', 'Ikere-Ekiti', 'Ijero-Ekiti'],
  Enugu: ['Enugu', 'Nsukka', 'Oji River'],
  'Federal Capital Territory': ['Abuja', 'Gwagwalada', 'Kubwa', 'Kuje'],
  Gombe: ['Gombe', 'Kaltungo', 'Billiri'],
  Imo: ['Owerri', 'Orlu', 'Okigwe'],
  Jigawa: ['Dutse', 'Hadejia', 'Kazaure'],
  Kaduna: ['Kaduna', 'Zaria', 'Kafanchan'],
  Kano: ['Kano', 'Wudil', 'Gaya'],
  Katsina: ['Katsina', 'Funtua', 'Daura'],
  Kebbi: ['Birnin Kebbi', 'Argungu', 'Yauri'],
  Kogi: ['Lokoja', 'Okene', 'Idah'],
  Kwara: ['Ilorin', 'Offa', 'Jebba'],
  Lagos: [
    'Ikeja', 'Lagos Island', 'Lekki', 'Ajah', 'Ikorodu', 'Surulere', 'Yaba', 'Oshodi', 'Apapa',
    'Festac Town', 'Agege', 'Alimosho', 'Badagry', 'Epe', 'Ojo', 'Victoria Island',
  ],
  Nasarawa: ['Lafia', 'Keffi', 'Akwanga'],
  Niger: ['Minna', 'Bida', 'Suleja'],
  Ogun: ['Abeokuta', 'Ijebu-Ode', 'Sagamu', 'Ota'],
  Ondo: ['Akure', 'Ondo', 'Owo'],
  Osun: ['Osogbo', 'Ile-Ife', 'Ilesa'],
  Oyo: ['Ibadan', 'Ogbomoso', 'Oyo', 'Iseyin'],
  Plateau: ['Jos', 'Bukuru', 'Pankshin'],
  Rivers: ['Port Harcourt', 'Bonny', 'Omoku'],
  Sokoto: ['Sokoto', 'Tambuwal', 'Wurno'],
  Taraba: ['Jalingo', 'Wukari', 'Bali'],
  Yobe: ['Damaturu', 'Potiskum', 'Gashua'],
  Zamfara: ['Gusau', 'Kaura Namoda', 'Talata Mafara'],
};

export const GHANA: Record<string, string[]> = {
  'Greater Accra': ['Accra', 'Tema'],
  Ashanti: ['Kumasi', 'Obuasi'],
};

/** Bus routes: name 'From - To', the state, and the districts (cities) they pass. */
export interface RouteSeed {
  name: string;
  state: string;
  cities: string[];
}

const lagos = (name: string, ...cities: string[]): RouteSeed => ({ name, state: 'Lagos', cities });

export const ROUTES: RouteSeed[] = [
  lagos('Oshodi - Ikeja', 'Oshodi', 'Ikeja'),
  lagos('CMS - Ajah', 'Lagos Island', 'Lekki', 'Ajah'),
  lagos('Mile 2 - Oshodi', 'Festac Town', 'Oshodi'),
  lagos('TBS - Ikorodu', 'Lagos Island', 'Ikorodu'),
  lagos('Obalende - Lekki Phase 1', 'Lagos Island', 'Lekki'),
  lagos('Ikeja - Ikorodu', 'Ikeja', 'Ikorodu'),
  lagos('Oshodi - Abule Egba', 'Oshodi', 'Alimosho', 'Agege'),
  lagos('Berger - Oshodi', 'Ikeja', 'Oshodi'),
  lagos('Yaba - Obalende', 'Yaba', 'Lagos Island'),
  lagos('Ojuelegba - CMS', 'Surulere', 'Lagos Island'),
  lagos('Mile 12 - TBS', 'Ikorodu', 'Yaba', 'Lagos Island'),
  lagos('Ajah - Lekki Phase 1', 'Ajah', 'Lekki'),
  lagos('Ikotun - Oshodi', 'Alimosho', 'Oshodi'),
  lagos('Agege - Ikeja', 'Agege', 'Ikeja'),
  lagos('Iyana Ipaja - Ikeja', 'Alimosho', 'Ikeja'),
  lagos('Festac - CMS', 'Festac Town', 'Apapa', 'Lagos Island'),
  lagos('Badagry - Mile 2', 'Badagry', 'Ojo', 'Festac Town'),
  lagos('Epe - Ajah', 'Epe', 'Ajah'),
  lagos('Sangotedo - Obalende', 'Ajah', 'Lekki', 'Lagos Island'),
  lagos('Ketu - CMS', 'Ikeja', 'Yaba', 'Lagos Island'),
  lagos('Ogba - Ikeja', 'Agege', 'Ikeja'),
  lagos('Costain - Obalende', 'Surulere', 'Lagos Island'),
  lagos('Ikorodu - Mile 12', 'Ikorodu'),
  lagos('Idumota - Oshodi', 'Lagos Island', 'Oshodi'),
  lagos('Maryland - Obalende', 'Ikeja', 'Yaba', 'Lagos Island'),
  lagos('Surulere - Yaba', 'Surulere', 'Yaba'),
  lagos('Apapa - Oshodi', 'Apapa', 'Oshodi'),
  lagos('Ojo - Mile 2', 'Ojo', 'Festac Town'),
  lagos('Oshodi - Costain', 'Oshodi', 'Surulere'),
  lagos('Victoria Island - CMS', 'Victoria Island', 'Lagos Island'),
  lagos('Iyana Oworo - Obalende', 'Yaba', 'Lagos Island'),
  lagos('Ajegunle - Apapa', 'Apapa'),
  lagos('Egbeda - Oshodi', 'Alimosho', 'Oshodi'),
  lagos('Lekki Phase 1 - Victoria Island', 'Lekki', 'Victoria Island'),
  { name: 'Kubwa - Berger', state: 'Federal Capital Territory', cities: ['Kubwa', 'Abuja'] },
  { name: 'Gwagwalada - Area 1', state: 'Federal Capital Territory', cities: ['Gwagwalada', 'Abuja'] },
  { name: 'Nyanya - Central Area', state: 'Federal Capital Territory', cities: ['Abuja'] },
];

/** Bus operators and the prefix of their bus IDs ('LAG-BRT-014'). */
export const BUS_FLEETS = [
  { state: 'Lagos', prefix: 'LAG-BRT', weight: 4 },
  { state: 'Lagos', prefix: 'LAG-LBS', weight: 2 },
  { state: 'Lagos', prefix: 'LAG-DNF', weight: 3 },
  { state: 'Lagos', prefix: 'LAG-PRM', weight: 1 },
  { state: 'Federal Capital Territory', prefix: 'ABJ-AUT', weight: 1 },
];
