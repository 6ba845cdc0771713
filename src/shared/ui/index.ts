export * from './constants';
export { bannerTextStyle, brightness, parseColour, textColorOn } from './contrast';
export { modalContent, showAppModal, type AppModalKind, type AppModalOptions } from './modal';
