/** The shop's contact (pick-up address, hotline, email), for the features that show it. No component. */
export { buildTimeSupportEnv, shopContact } from './config';
