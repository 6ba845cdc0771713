/** "Ngày bạn cần đồ" for other features: the dates kept in the URL and on the device. */
export { currentDates, datesFromSearch, readStoredDates, searchWithDates, storeDates, usableDates, type WantedDates } from './wanted-dates';
