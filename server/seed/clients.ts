/**
 * The demo clients. Ids are fixed because the spec gates menu items on them: 8, 14 and 363 see
 * Delivery Errors and Error Rate, 888 sees Box Load Check and store links, 341 has its own check.
 * Each client differs in configuration, integration services and logo form (absolute URL,
 * root-relative path, image-store relative path, none).
 */
import type { ClientRecord } from './records';

export interface ClientProfile {
  record: ClientRecord;
  /** share of the daily volume (0 for a disabled client) */
  weight: number;
  /** routing-group codes it ships to */
  groups: readonly string[];
  /** chilled goods: drops record a temperature check */
  chilled: boolean;
  /** share of wholesale (business) deliveries */
  wholesaleShare: number;
  orderPrefix: string;
}

type Window = ClientRecord['deliveryWindows'][number];

interface ClientDef extends Omit<ClientProfile, 'record'> {
  id: number;
  name: string;
  displayName: string;
  code: string;
  logoURI: string | null;
  status: ClientRecord['status'];
  integrationList: string[];
  configuration: ClientRecord['configuration'];
  windows: [string, string, string][];
}

const AU = ['SYD', 'MEL', 'BNE', 'PER', 'ADL', 'DRW'];

const DEFS: ClientDef[] = [
  {
    id: 1,
    name: 'FreshCrate Groceries Pty Ltd',
    displayName: 'FreshCrate',
    code: 'FRSH',
    weight: 0.25,
    groups: AU,
    chilled: true,
    wholesaleShare: 0.03,
    orderPrefix: 'FC',
    logoURI: 'https://images.example.test/logos/freshcrate.png',
    status: 'active',
    integrationList: ['postal-integration', 'shopify'],
    configuration: {
      allowViewingZones: true,
      allowCsvManifestUpload: true,
      packerToolsEnabled: false,
      packerStrategy: null,
      auspost: true,
      startrack: false,
      dotwms: false,
      leastCostRoutingEnabled: false,
      temperatureControlled: true,
    },
    windows: [
      ['Morning', '07:00', '12:00'],
      ['Afternoon', '12:00', '17:00'],
      ['Evening', '17:00', '21:00'],
    ],
  },
  {
    id: 8,
    name: 'Harvest Box Meal Kits',
    displayName: 'Harvest Box',
    code: 'HBMK',
    weight: 0.18,
    groups: [...AU, 'AKL'],
    chilled: true,
    wholesaleShare: 0,
    orderPrefix: 'HB',
    logoURI: 'logos/harvest-box.png',
    status: 'active',
    integrationList: ['warehouse-management', 'shopify'],
    configuration: {
      allowViewingZones: true,
      allowCsvManifestUpload: true,
      packerToolsEnabled: true,
      packerStrategy: 'zone-wave',
      packerSummaryReportEnabled: true,
      packerProductSummaryReportEnabled: true,
      packerPickerPerformanceReportEnabled: true,
      auspost: false,
      startrack: false,
      dotwms: false,
      leastCostRoutingEnabled: true,
      temperatureControlled: true,
    },
    windows: [
      ['Overnight (unattended)', '00:00', '07:00'],
      ['Daytime', '07:00', '17:00'],
    ],
  },
  {
    id: 14,
    name: 'Greenleaf Organics',
    displayName: 'Greenleaf',
    code: 'GLO',
    weight: 0.14,
    groups: ['SYD', 'MEL', 'BNE'],
    chilled: true,
    wholesaleShare: 0.08,
    orderPrefix: 'GL',
    logoURI: '/icons/icon-192.png',
    status: 'active',
    integrationList: ['shopify'],
    configuration: {
      allowViewingZones: false,
      allowCsvManifestUpload: true,
      packerToolsEnabled: true,
      packerStrategy: null,
      packerSummaryReportEnabled: true,
      auspost: false,
      startrack: false,
      dotwms: false,
      leastCostRoutingEnabled: false,
      temperatureControlled: true,
    },
    windows: [
      ['Morning', '06:00', '11:00'],
      ['Midday', '11:00', '15:00'],
      ['Evening', '16:00', '20:00'],
    ],
  },
  {
    id: 27,
    name: 'Kitchen Table Co',
    displayName: 'Kitchen Table',
    code: 'KTCO',
    weight: 0,
    groups: ['SYD'],
    chilled: true,
    wholesaleShare: 0,
    orderPrefix: 'KT',
    logoURI: null,
    status: 'disabled',
    integrationList: [],
    configuration: {
      allowViewingZones: false,
      allowCsvManifestUpload: false,
      packerToolsEnabled: false,
      packerStrategy: null,
    },
    windows: [['Daytime', '08:00', '18:00']],
  },
  {
    id: 52,
    name: 'Tasman Fresh Market Ltd',
    displayName: 'Tasman Fresh',
    code: 'TSMN',
    weight: 0.13,
    groups: ['AKL'],
    chilled: true,
    wholesaleShare: 0.05,
    orderPrefix: 'TF',
    logoURI: 'logos/tasman-fresh.png',
    status: 'active',
    integrationList: ['warehouse-management'],
    configuration: {
      allowViewingZones: true,
      allowCsvManifestUpload: false,
      packerToolsEnabled: false,
      packerStrategy: null,
      auspost: false,
      startrack: false,
      dotwms: false,
      leastCostRoutingEnabled: false,
      temperatureControlled: true,
    },
    windows: [
      ['Morning', '07:00', '12:00'],
      ['Afternoon', '12:00', '18:00'],
    ],
  },
  {
    id: 341,
    name: 'Pantry Direct',
    displayName: 'Pantry Direct',
    code: 'PNTR',
    weight: 0.1,
    groups: AU,
    chilled: false,
    wholesaleShare: 0.1,
    orderPrefix: 'PD',
    logoURI: null,
    status: 'active',
    integrationList: ['postal-integration', 'startrack'],
    configuration: {
      allowViewingZones: true,
      allowCsvManifestUpload: true,
      packerToolsEnabled: false,
      packerStrategy: null,
      auspost: true,
      startrack: true,
      dotwms: false,
      leastCostRoutingEnabled: true,
    },
    windows: [['Business hours', '08:00', '17:00']],
  },
  {
    id: 363,
    name: 'Urban Pet Supplies',
    displayName: 'Urban Pet',
    code: 'UPET',
    weight: 0.08,
    groups: ['SYD', 'MEL', 'BNE', 'PER'],
    chilled: false,
    wholesaleShare: 0.06,
    orderPrefix: 'UP',
    logoURI: 'https://images.example.test/logos/urban-pet.svg',
    status: 'active',
    integrationList: ['dotwms', 'warehouse-management'],
    configuration: {
      allowViewingZones: false,
      allowCsvManifestUpload: true,
      packerToolsEnabled: true,
      packerStrategy: 'single-order',
      auspost: false,
      startrack: false,
      dotwms: true,
      leastCostRoutingEnabled: false,
    },
    windows: [
      ['Morning', '08:00', '12:00'],
      ['Afternoon', '12:00', '18:00'],
    ],
  },
  {
    id: 888,
    name: 'Northside Homewares',
    displayName: 'Northside Homewares',
    code: 'NSHW',
    weight: 0.12,
    groups: ['SYD', 'BNE', 'MEL'],
    chilled: false,
    wholesaleShare: 0.45,
    orderPrefix: 'NH',
    logoURI: 'logos/northside-homewares.png',
    status: 'active',
    integrationList: ['postal-integration'],
    configuration: {
      allowViewingZones: true,
      allowCsvManifestUpload: false,
      packerToolsEnabled: false,
      packerStrategy: null,
      auspost: true,
      startrack: true,
      dotwms: false,
      leastCostRoutingEnabled: true,
      retailStores: true,
    },
    windows: [
      ['Store delivery', '06:00', '10:00'],
      ['Home delivery', '09:00', '17:00'],
    ],
  },
];

export function buildClients(): ClientProfile[] {
  let windowId = 0;
  const windows = (defs: [string, string, string][]): Window[] =>
    defs.map(([name, start, end]) => ({ id: ++windowId, name, start, end }));
  return DEFS.map((d) => ({
    record: {
      id: d.id,
      clientId: d.id,
      name: d.name,
      displayName: d.displayName,
      code: d.code,
      logoURI: d.logoURI,
      status: d.status,
      integrationList: [...d.integrationList],
      configuration: { ...d.configuration },
      deliveryWindows: windows(d.windows),
    },
    weight: d.weight,
    groups: d.groups,
    chilled: d.chilled,
    wholesaleShare: d.wholesaleShare,
    orderPrefix: d.orderPrefix,
  }));
}
