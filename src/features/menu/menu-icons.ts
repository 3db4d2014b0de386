/** The icon keys of declarations (src/resources/screens.ts), resolved to react-icons components in one place. */
export type { IconKey } from '../../resources';
import type { IconType } from 'react-icons';
import type { IconKey } from '../../resources';
import {
  MdAccountBalance, MdAccountCircle, MdAdd, MdAltRoute, MdApps, MdAssessment, MdAssignment, MdAttachMoney, MdBarChart, MdBlock,
  MdBugReport, MdBuild, MdBusiness, MdCategory, MdCheckCircle, MdCloudOff, MdCode, MdDashboard, MdDirectionsRun, MdErrorOutline, MdEvent,
  MdFactCheck, MdFileDownload, MdFireTruck, MdGridOn, MdHistory, MdHome, MdInventory, MdInventory2, MdList, MdLocalGasStation,
  MdLocalShipping, MdLocationCity, MdLogout, MdMap, MdMenuBook, MdMessage, MdOutbox, MdPallet, MdPayments, MdPeople, MdPerson, MdPlace,
  MdPrint, MdQrCodeScanner, MdReceipt, MdRoute, MdRvHookup, MdScale, MdSchedule, MdSearch, MdSettings, MdSms, MdSpeed,
  MdStore, MdStorefront, MdSync, MdTimeline, MdTimer, MdTravelExplore, MdUnsubscribe, MdUploadFile, MdViewInAr, MdWarehouse,
  MdWarning, MdWebhook,
} from 'react-icons/md';

export const MENU_ICONS = {
  MdAccountBalance, MdAccountCircle, MdAdd, MdAltRoute, MdApps, MdAssessment, MdAssignment, MdAttachMoney, MdBarChart, MdBlock,
  MdBugReport, MdBuild, MdBusiness, MdCategory, MdCheckCircle, MdCloudOff, MdCode, MdDashboard, MdDirectionsRun, MdErrorOutline, MdEvent,
  MdFactCheck, MdFileDownload, MdFireTruck, MdGridOn, MdHistory, MdHome, MdInventory, MdInventory2, MdList, MdLocalGasStation,
  MdLocalShipping, MdLocationCity, MdLogout, MdMap, MdMenuBook, MdMessage, MdOutbox, MdPallet, MdPayments, MdPeople, MdPerson, MdPlace,
  MdPrint, MdQrCodeScanner, MdReceipt, MdRoute, MdRvHookup, MdScale, MdSchedule, MdSearch, MdSettings, MdSms, MdSpeed,
  MdStore, MdStorefront, MdSync, MdTimeline, MdTimer, MdTravelExplore, MdUnsubscribe, MdUploadFile, MdViewInAr, MdWarehouse,
  MdWarning, MdWebhook,
} satisfies Record<IconKey, IconType>;

export function menuIcon(key: IconKey): IconType {
  return MENU_ICONS[key];
}
