// Store hours and ordering slots; the folder's public face.
export {
  getOpenIntervals,
  getOpeningWindows,
  isOpenAt,
  rowsForDate,
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
export {
  LAST_ORDER_MINUTES_MAX,
  MAX_WINDOWS_PER_DAY,
  hourOverrideProblems,
  weeklyHoursProblems,
  type HoursWindow,
} from './hours-editing.js';
