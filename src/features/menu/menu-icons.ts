/** Icon keys used by the menu model, resolved to react-icons components in one place. */
import type { IconType } from 'react-icons';
import {
  MdAccountBalance, MdAccountCircle, MdAdd, MdAltRoute, MdApps, MdAssessment, MdAssignment, MdAttachMoney, MdBarChart, MdBlock,
  MdBugReport, MdBuild, MdBusiness, MdCategory, MdCheckCircle, MdCode, MdDashboard, MdDirectionsRun, MdErrorOutline, MdEvent,
  MdFactCheck, MdFileDownload, MdFireTruck, MdGridOn, MdHistory, MdInventory, MdInventory2, MdList, MdLocalGasStation,
  MdLocalShipping, MdLocationCity, MdLogout, MdMap, MdMenuBook, MdMessage, MdPallet, MdPayments, MdPeople, MdPerson, MdPlace,
  MdPrint, MdQrCodeScanner, MdReceipt, MdRoute, MdRvHookup, MdScale, MdSchedule, MdSearch, MdSettings, MdSms, MdSpeed,
  MdStore, MdStorefront, MdSync, MdTimeline, MdTimer, MdTravelExplore, MdUnsubscribe, MdUploadFile, MdViewInAr, MdWarehouse,
  MdWarning, MdWebhook,
} from 'react-icons/md';

export const MENU_ICONS = {
  MdAccountBalance, MdAccountCircle, MdAdd, MdAltRoute, MdApps, MdAssessment, MdAssignment, MdAttachMoney, MdBarChart, MdBlock,
  MdBugReport, MdBuild, MdBusiness, MdCategory, MdCheckCircle, MdCode, MdDashboard, MdDirectionsRun, MdErrorOutline, MdEvent,
  MdFactCheck, MdFileDownload, MdFireTruck, MdGridOn, MdHistory, MdInventory, MdInventory2, MdList, MdLocalGasStation,
  MdLocalShipping, MdLocationCity, MdLogout, MdMap, MdMenuBook, MdMessage, MdPallet, MdPayments, MdPeople, MdPerson, MdPlace,
  MdPrint, MdQrCodeScanner, MdReceipt, MdRoute, MdRvHookup, MdScale, MdSchedule, MdSearch, MdSettings, MdSms, MdSpeed,
  MdStore, MdStorefront, MdSync, MdTimeline, MdTimer, MdTravelExplore, MdUnsubscribe, MdUploadFile, MdViewInAr, MdWarehouse,
  MdWarning, MdWebhook,
} satisfies Record<string, IconType>;

export type IconKey = keyof typeof MENU_ICONS;

export function menuIcon(key: IconKey): IconType {
  return MENU_ICONS[key];
}
