// Store hours and ordering slots (000 §4 Scheduled time, Cart validity; §9); the folder's public face.
export {
  getOpenIntervals,
  getOpeningWindows,
  isOpenAt,
  parseTimeOfDay,
  toStoreLocalDate,
  type Instant,
  type OpenInterval,
  type StoreHoursRow,
} from './opening-windows.js';
export {
  AVAILABLE_DAYS,
  LAST_ORDER_MINUTES_BEFORE_CLOSE,
  SLOT_MINUTES,
  getAvailableHoursDays,
  isAsapAvailable,
  type AvailableHoursDay,
  type AvailableHoursInput,
  type OrderTypeReadiness,
} from './available-hours.js';
export { clearExpiredScheduleTime, toStoreLocalTimeOfDay } from './schedule-time.js';
export { isWithinDailyWindow, type DailyWindow } from './daily-window.js';
export { listOpeningHours, type OpeningHoursOfDay } from './opening-hours-list.js';
