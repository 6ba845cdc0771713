/** The address book's entry point for other features (checkout picks or adds a delivery address). No component. */
export { createAddress, fetchAddresses, resetAddressMutation, selectAddress } from './slice';
