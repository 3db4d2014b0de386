/**
 * Geography of the demo operator: countries, states, and the metro areas it delivers in, each
 * with its depots and delivery zones (real suburbs and postcodes, approximate centres). Pure data.
 */

export interface CountryDef {
  countryId: number;
  name: string;
  code: string;
}

export interface StateDef {
  name: string;
  code: string;
  countryId: number;
}

export interface DepotDef {
  name: string;
  code: string;
  address: string;
  lat: number;
  lng: number;
}

export interface ZoneDef {
  name: string;
  lat: number;
  lng: number;
  /** [suburb, postcode] */
  suburbs: readonly (readonly [string, string])[];
}

export interface RoutingGroupDef {
  name: string;
  code: string;
  countryId: number;
  stateCode: string;
  timezone: string;
  /** share of the national volume */
  weight: number;
  depots: readonly DepotDef[];
  zones: readonly ZoneDef[];
}

export const COUNTRIES: readonly CountryDef[] = [
  { countryId: 1, name: 'Australia', code: 'AU' },
  { countryId: 2, name: 'New Zealand', code: 'NZ' },
];

export const STATES: readonly StateDef[] = [
  { name: 'New South Wales', code: 'NSW', countryId: 1 },
  { name: 'Victoria', code: 'VIC', countryId: 1 },
  { name: 'Queensland', code: 'QLD', countryId: 1 },
  { name: 'Western Australia', code: 'WA', countryId: 1 },
  { name: 'South Australia', code: 'SA', countryId: 1 },
  { name: 'Tasmania', code: 'TAS', countryId: 1 },
  { name: 'Australian Capital Territory', code: 'ACT', countryId: 1 },
  { name: 'Northern Territory', code: 'NT', countryId: 1 },
  { name: 'Auckland', code: 'AUK', countryId: 2 },
  { name: 'Wellington', code: 'WGN', countryId: 2 },
  { name: 'Canterbury', code: 'CAN', countryId: 2 },
  { name: 'Waikato', code: 'WKO', countryId: 2 },
  { name: 'Bay of Plenty', code: 'BOP', countryId: 2 },
  { name: 'Otago', code: 'OTA', countryId: 2 },
];

export const ROUTING_GROUPS: readonly RoutingGroupDef[] = [
  {
    name: 'Sydney Metro',
    code: 'SYD',
    countryId: 1,
    stateCode: 'NSW',
    timezone: 'Australia/Sydney',
    weight: 0.28,
    depots: [
      {
        name: 'Wetherill Park',
        code: 'SYD-WTP',
        address: '1 Victoria Street, Wetherill Park NSW 2164',
        lat: -33.8426,
        lng: 150.9052,
      },
      {
        name: 'Alexandria',
        code: 'SYD-ALX',
        address: "55 O'Riordan Street, Alexandria NSW 2015",
        lat: -33.9052,
        lng: 151.1931,
      },
      {
        name: 'Silverwater',
        code: 'SYD-SLV',
        address: '20 Holker Street, Silverwater NSW 2128',
        lat: -33.8342,
        lng: 151.0461,
      },
    ],
    zones: [
      {
        name: 'Eastern Suburbs',
        lat: -33.895,
        lng: 151.252,
        suburbs: [
          ['Bondi', '2026'],
          ['Bondi Junction', '2022'],
          ['Randwick', '2031'],
          ['Coogee', '2034'],
          ['Maroubra', '2035'],
          ['Double Bay', '2028'],
        ],
      },
      {
        name: 'Inner West',
        lat: -33.886,
        lng: 151.155,
        suburbs: [
          ['Newtown', '2042'],
          ['Leichhardt', '2040'],
          ['Marrickville', '2204'],
          ['Balmain', '2041'],
          ['Ashfield', '2131'],
          ['Stanmore', '2048'],
        ],
      },
      {
        name: 'Lower North Shore',
        lat: -33.812,
        lng: 151.185,
        suburbs: [
          ['Chatswood', '2067'],
          ['St Leonards', '2065'],
          ['Lane Cove', '2066'],
          ['Mosman', '2088'],
          ['Neutral Bay', '2089'],
          ['Willoughby', '2068'],
        ],
      },
      {
        name: 'Northern Beaches',
        lat: -33.748,
        lng: 151.284,
        suburbs: [
          ['Manly', '2095'],
          ['Dee Why', '2099'],
          ['Brookvale', '2100'],
          ['Mona Vale', '2103'],
          ['Narrabeen', '2101'],
          ['Freshwater', '2096'],
        ],
      },
      {
        name: 'Parramatta & Hills',
        lat: -33.775,
        lng: 151.005,
        suburbs: [
          ['Parramatta', '2150'],
          ['Castle Hill', '2154'],
          ['Baulkham Hills', '2153'],
          ['Westmead', '2145'],
          ['Epping', '2121'],
          ['Carlingford', '2118'],
        ],
      },
      {
        name: 'South West',
        lat: -33.918,
        lng: 150.905,
        suburbs: [
          ['Liverpool', '2170'],
          ['Casula', '2170'],
          ['Fairfield', '2165'],
          ['Cabramatta', '2166'],
          ['Prestons', '2170'],
          ['Bankstown', '2200'],
        ],
      },
      {
        name: 'St George & Sutherland',
        lat: -33.995,
        lng: 151.09,
        suburbs: [
          ['Hurstville', '2220'],
          ['Kogarah', '2217'],
          ['Sutherland', '2232'],
          ['Miranda', '2228'],
          ['Cronulla', '2230'],
          ['Rockdale', '2216'],
        ],
      },
      {
        name: 'Western Sydney',
        lat: -33.765,
        lng: 150.82,
        suburbs: [
          ['Blacktown', '2148'],
          ['Penrith', '2750'],
          ['Mount Druitt', '2770'],
          ['Rooty Hill', '2766'],
          ['St Marys', '2760'],
          ['Kellyville', '2155'],
        ],
      },
    ],
  },
  {
    name: 'Melbourne Metro',
    code: 'MEL',
    countryId: 1,
    stateCode: 'VIC',
    timezone: 'Australia/Melbourne',
    weight: 0.26,
    depots: [
      {
        name: 'Laverton North',
        code: 'MEL-LVN',
        address: '12 Pinnacle Road, Laverton North VIC 3026',
        lat: -37.8262,
        lng: 144.7873,
      },
      {
        name: 'Dandenong South',
        code: 'MEL-DDS',
        address: '45 National Drive, Dandenong South VIC 3175',
        lat: -38.0182,
        lng: 145.2154,
      },
      {
        name: 'Tullamarine',
        code: 'MEL-TUL',
        address: '8 Lindaway Place, Tullamarine VIC 3043',
        lat: -37.7012,
        lng: 144.8811,
      },
    ],
    zones: [
      {
        name: 'CBD & Inner',
        lat: -37.812,
        lng: 144.965,
        suburbs: [
          ['Melbourne', '3000'],
          ['Carlton', '3053'],
          ['Fitzroy', '3065'],
          ['Richmond', '3121'],
          ['South Yarra', '3141'],
          ['Southbank', '3006'],
        ],
      },
      {
        name: 'Inner North',
        lat: -37.758,
        lng: 144.985,
        suburbs: [
          ['Brunswick', '3056'],
          ['Coburg', '3058'],
          ['Northcote', '3070'],
          ['Thornbury', '3071'],
          ['Preston', '3072'],
          ['Reservoir', '3073'],
        ],
      },
      {
        name: 'Bayside',
        lat: -37.905,
        lng: 145.0,
        suburbs: [
          ['St Kilda', '3182'],
          ['Elwood', '3184'],
          ['Brighton', '3186'],
          ['Sandringham', '3191'],
          ['Hampton', '3188'],
          ['Elsternwick', '3185'],
        ],
      },
      {
        name: 'Eastern',
        lat: -37.815,
        lng: 145.12,
        suburbs: [
          ['Box Hill', '3128'],
          ['Doncaster', '3108'],
          ['Camberwell', '3124'],
          ['Balwyn', '3103'],
          ['Blackburn', '3130'],
          ['Ringwood', '3134'],
        ],
      },
      {
        name: 'South East',
        lat: -37.91,
        lng: 145.13,
        suburbs: [
          ['Glen Waverley', '3150'],
          ['Clayton', '3168'],
          ['Oakleigh', '3166'],
          ['Mount Waverley', '3149'],
          ['Mulgrave', '3170'],
          ['Springvale', '3171'],
        ],
      },
      {
        name: 'Western',
        lat: -37.81,
        lng: 144.855,
        suburbs: [
          ['Footscray', '3011'],
          ['Sunshine', '3020'],
          ['Yarraville', '3013'],
          ['Williamstown', '3016'],
          ['Altona', '3018'],
          ['Point Cook', '3030'],
        ],
      },
      {
        name: 'North West',
        lat: -37.735,
        lng: 144.9,
        suburbs: [
          ['Essendon', '3040'],
          ['Moonee Ponds', '3039'],
          ['Pascoe Vale', '3044'],
          ['Glenroy', '3046'],
          ['Keilor East', '3033'],
          ['Airport West', '3042'],
        ],
      },
      {
        name: 'Dandenong & Casey',
        lat: -38.02,
        lng: 145.24,
        suburbs: [
          ['Dandenong', '3175'],
          ['Narre Warren', '3805'],
          ['Berwick', '3806'],
          ['Cranbourne', '3977'],
          ['Keysborough', '3173'],
          ['Noble Park', '3174'],
        ],
      },
    ],
  },
  {
    name: 'Brisbane',
    code: 'BNE',
    countryId: 1,
    stateCode: 'QLD',
    timezone: 'Australia/Brisbane',
    weight: 0.16,
    depots: [
      {
        name: 'Eagle Farm',
        code: 'BNE-EGF',
        address: '40 Schneider Road, Eagle Farm QLD 4009',
        lat: -27.4331,
        lng: 153.0872,
      },
      {
        name: 'Richlands',
        code: 'BNE-RCH',
        address: '18 Progress Road, Richlands QLD 4077',
        lat: -27.5941,
        lng: 152.9542,
      },
    ],
    zones: [
      {
        name: 'Inner City',
        lat: -27.468,
        lng: 153.025,
        suburbs: [
          ['Brisbane City', '4000'],
          ['Fortitude Valley', '4006'],
          ['New Farm', '4005'],
          ['South Brisbane', '4101'],
          ['West End', '4101'],
          ['Paddington', '4064'],
        ],
      },
      {
        name: 'Northside',
        lat: -27.39,
        lng: 153.03,
        suburbs: [
          ['Chermside', '4032'],
          ['Aspley', '4034'],
          ['Nundah', '4012'],
          ['Stafford', '4053'],
          ['Kedron', '4031'],
          ['Everton Park', '4053'],
        ],
      },
      {
        name: 'Southside',
        lat: -27.545,
        lng: 153.065,
        suburbs: [
          ['Mount Gravatt', '4122'],
          ['Sunnybank', '4109'],
          ['Holland Park', '4121'],
          ['Coorparoo', '4151'],
          ['Carina', '4152'],
          ['Eight Mile Plains', '4113'],
        ],
      },
      {
        name: 'Western Suburbs',
        lat: -27.5,
        lng: 152.97,
        suburbs: [
          ['Indooroopilly', '4068'],
          ['Toowong', '4066'],
          ['Kenmore', '4069'],
          ['St Lucia', '4067'],
          ['Chapel Hill', '4069'],
          ['Taringa', '4068'],
        ],
      },
      {
        name: 'Bayside',
        lat: -27.47,
        lng: 153.17,
        suburbs: [
          ['Wynnum', '4178'],
          ['Manly', '4179'],
          ['Cleveland', '4163'],
          ['Capalaba', '4157'],
          ['Birkdale', '4159'],
          ['Wellington Point', '4160'],
        ],
      },
      {
        name: 'Logan',
        lat: -27.64,
        lng: 153.11,
        suburbs: [
          ['Springwood', '4127'],
          ['Logan Central', '4114'],
          ['Shailer Park', '4128'],
          ['Daisy Hill', '4127'],
          ['Underwood', '4119'],
          ['Browns Plains', '4118'],
        ],
      },
      {
        name: 'Ipswich',
        lat: -27.61,
        lng: 152.79,
        suburbs: [
          ['Ipswich', '4305'],
          ['Springfield Lakes', '4300'],
          ['Redbank Plains', '4301'],
          ['Goodna', '4300'],
          ['Booval', '4304'],
          ['Brassall', '4305'],
        ],
      },
    ],
  },
  {
    name: 'Perth',
    code: 'PER',
    countryId: 1,
    stateCode: 'WA',
    timezone: 'Australia/Perth',
    weight: 0.1,
    depots: [
      {
        name: 'Welshpool',
        code: 'PER-WLP',
        address: '120 Kewdale Road, Welshpool WA 6106',
        lat: -31.9853,
        lng: 115.9551,
      },
      { name: 'Malaga', code: 'PER-MLG', address: '3 Bonner Drive, Malaga WA 6090', lat: -31.8551, lng: 115.8923 },
    ],
    zones: [
      {
        name: 'Perth CBD & Inner',
        lat: -31.95,
        lng: 115.86,
        suburbs: [
          ['Perth', '6000'],
          ['Northbridge', '6003'],
          ['East Perth', '6004'],
          ['West Perth', '6005'],
          ['Subiaco', '6008'],
          ['Leederville', '6007'],
        ],
      },
      {
        name: 'Northern Suburbs',
        lat: -31.83,
        lng: 115.79,
        suburbs: [
          ['Scarborough', '6019'],
          ['Karrinyup', '6018'],
          ['Joondalup', '6027'],
          ['Hillarys', '6025'],
          ['Duncraig', '6023'],
          ['Innaloo', '6018'],
        ],
      },
      {
        name: 'Eastern Suburbs',
        lat: -31.9,
        lng: 115.97,
        suburbs: [
          ['Midland', '6056'],
          ['Bassendean', '6054'],
          ['Bayswater', '6053'],
          ['Morley', '6062'],
          ['Maylands', '6051'],
          ['Guildford', '6055'],
        ],
      },
      {
        name: 'South East',
        lat: -32.045,
        lng: 115.925,
        suburbs: [
          ['Cannington', '6107'],
          ['Canning Vale', '6155'],
          ['Thornlie', '6108'],
          ['Willetton', '6155'],
          ['Riverton', '6148'],
          ['Gosnells', '6110'],
        ],
      },
      {
        name: 'Fremantle & Coast',
        lat: -32.04,
        lng: 115.77,
        suburbs: [
          ['Fremantle', '6160'],
          ['Cottesloe', '6011'],
          ['Claremont', '6010'],
          ['Applecross', '6153'],
          ['Melville', '6156'],
          ['Spearwood', '6163'],
        ],
      },
      {
        name: 'Rockingham & Kwinana',
        lat: -32.28,
        lng: 115.75,
        suburbs: [
          ['Rockingham', '6168'],
          ['Baldivis', '6171'],
          ['Kwinana', '6167'],
          ['Safety Bay', '6169'],
          ['Waikiki', '6169'],
          ['Port Kennedy', '6172'],
        ],
      },
    ],
  },
  {
    name: 'Adelaide',
    code: 'ADL',
    countryId: 1,
    stateCode: 'SA',
    timezone: 'Australia/Adelaide',
    weight: 0.07,
    depots: [
      {
        name: 'Wingfield',
        code: 'ADL-WNG',
        address: '22 Cormack Road, Wingfield SA 5013',
        lat: -34.8452,
        lng: 138.5721,
      },
    ],
    zones: [
      {
        name: 'Adelaide City',
        lat: -34.928,
        lng: 138.6,
        suburbs: [
          ['Adelaide', '5000'],
          ['North Adelaide', '5006'],
          ['Kent Town', '5067'],
          ['Norwood', '5067'],
          ['Unley', '5061'],
          ['Parkside', '5063'],
        ],
      },
      {
        name: 'Northern',
        lat: -34.79,
        lng: 138.65,
        suburbs: [
          ['Salisbury', '5108'],
          ['Mawson Lakes', '5095'],
          ['Elizabeth', '5112'],
          ['Parafield Gardens', '5107'],
          ['Golden Grove', '5125'],
          ['Modbury', '5092'],
        ],
      },
      {
        name: 'Western Beaches',
        lat: -34.92,
        lng: 138.52,
        suburbs: [
          ['Glenelg', '5045'],
          ['Henley Beach', '5022'],
          ['Findon', '5023'],
          ['West Lakes', '5021'],
          ['Brighton', '5048'],
          ['Semaphore', '5019'],
        ],
      },
      {
        name: 'Southern',
        lat: -35.06,
        lng: 138.54,
        suburbs: [
          ['Marion', '5043'],
          ['Morphett Vale', '5162'],
          ['Hallett Cove', '5158'],
          ['Reynella', '5161'],
          ['Noarlunga Centre', '5168'],
          ['Aberfoyle Park', '5159'],
        ],
      },
      {
        name: 'Eastern & Hills',
        lat: -34.91,
        lng: 138.67,
        suburbs: [
          ['Magill', '5072'],
          ['Campbelltown', '5074'],
          ['Burnside', '5066'],
          ['Stirling', '5152'],
          ['Athelstone', '5076'],
          ['Rostrevor', '5073'],
        ],
      },
      {
        name: 'Inner North',
        lat: -34.875,
        lng: 138.6,
        suburbs: [
          ['Prospect', '5082'],
          ['Enfield', '5085'],
          ['Walkerville', '5081'],
          ['Nailsworth', '5083'],
          ['Klemzig', '5087'],
          ['Croydon', '5008'],
        ],
      },
    ],
  },
  {
    name: 'Auckland',
    code: 'AKL',
    countryId: 2,
    stateCode: 'AUK',
    timezone: 'Pacific/Auckland',
    weight: 0.13,
    depots: [
      {
        name: 'East Tamaki',
        code: 'AKL-ETM',
        address: '30 Springs Road, East Tamaki, Auckland 2013',
        lat: -36.9471,
        lng: 174.8952,
      },
      {
        name: 'Penrose',
        code: 'AKL-PNR',
        address: '15 Hugo Johnston Drive, Penrose, Auckland 1061',
        lat: -36.9132,
        lng: 174.8161,
      },
    ],
    zones: [
      {
        name: 'Central Auckland',
        lat: -36.855,
        lng: 174.76,
        suburbs: [
          ['Auckland Central', '1010'],
          ['Ponsonby', '1011'],
          ['Parnell', '1052'],
          ['Grey Lynn', '1021'],
          ['Newmarket', '1023'],
          ['Mount Eden', '1024'],
        ],
      },
      {
        name: 'North Shore',
        lat: -36.78,
        lng: 174.75,
        suburbs: [
          ['Takapuna', '0622'],
          ['Devonport', '0624'],
          ['Glenfield', '0629'],
          ['Albany', '0632'],
          ['Birkenhead', '0626'],
          ['Milford', '0620'],
        ],
      },
      {
        name: 'West Auckland',
        lat: -36.88,
        lng: 174.64,
        suburbs: [
          ['Henderson', '0612'],
          ['New Lynn', '0600'],
          ['Te Atatu', '0610'],
          ['Glen Eden', '0602'],
          ['Massey', '0614'],
          ['Titirangi', '0604'],
        ],
      },
      {
        name: 'East Auckland',
        lat: -36.9,
        lng: 174.91,
        suburbs: [
          ['Howick', '2014'],
          ['Pakuranga', '2010'],
          ['Botany Downs', '2010'],
          ['Half Moon Bay', '2012'],
          ['Bucklands Beach', '2012'],
          ['Mellons Bay', '2014'],
        ],
      },
      {
        name: 'South Auckland',
        lat: -36.99,
        lng: 174.87,
        suburbs: [
          ['Manukau', '2104'],
          ['Papatoetoe', '2025'],
          ['Otahuhu', '1062'],
          ['Mangere', '2022'],
          ['Manurewa', '2102'],
          ['Takanini', '2112'],
        ],
      },
      {
        name: 'Isthmus South',
        lat: -36.9,
        lng: 174.77,
        suburbs: [
          ['Epsom', '1023'],
          ['Onehunga', '1061'],
          ['Mount Roskill', '1041'],
          ['Three Kings', '1042'],
          ['Ellerslie', '1051'],
          ['Royal Oak', '1023'],
        ],
      },
      {
        name: 'Hibiscus Coast',
        lat: -36.6,
        lng: 174.7,
        suburbs: [
          ['Orewa', '0931'],
          ['Silverdale', '0932'],
          ['Whangaparaoa', '0930'],
          ['Red Beach', '0932'],
          ['Stanmore Bay', '0932'],
          ['Gulf Harbour', '0930'],
        ],
      },
    ],
  },
  {
    // Darwin keeps +09:30 all year (no daylight saving): the demo's half-hour zone
    name: 'Darwin',
    code: 'DRW',
    countryId: 1,
    stateCode: 'NT',
    timezone: 'Australia/Darwin',
    // enough for a full run a day (80 drops and more) at the demo's volume
    weight: 0.07,
    depots: [
      {
        name: 'Winnellie',
        code: 'DRW-WNL',
        address: '14 Bishop Street, Winnellie NT 0820',
        lat: -12.4286,
        lng: 130.8836,
      },
    ],
    zones: [
      {
        name: 'Darwin City',
        lat: -12.45,
        lng: 130.84,
        suburbs: [
          ['Darwin City', '0800'],
          ['Larrakeyah', '0820'],
          ['Stuart Park', '0820'],
          ['Parap', '0820'],
          ['Fannie Bay', '0820'],
          ['The Gardens', '0820'],
        ],
      },
      {
        name: 'Northern Suburbs',
        lat: -12.375,
        lng: 130.87,
        suburbs: [
          ['Casuarina', '0810'],
          ['Nightcliff', '0810'],
          ['Rapid Creek', '0810'],
          ['Wanguri', '0810'],
          ['Leanyer', '0812'],
          ['Karama', '0812'],
        ],
      },
      {
        name: 'Palmerston',
        lat: -12.48,
        lng: 130.98,
        suburbs: [
          ['Palmerston City', '0830'],
          ['Driver', '0830'],
          ['Gray', '0830'],
          ['Rosebery', '0832'],
          ['Bakewell', '0832'],
          ['Durack', '0830'],
        ],
      },
    ],
  },
];
