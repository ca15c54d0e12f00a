// Address and post-office lookups (spec platform 3.8, 7.4, 9).
//
//   <AddressAutocomplete value={street} onChange={setStreet}
//     onPick={(a) => { setStreet(streetLine(a)); setZip(a.zip); setCity(a.city); }} />
//   <PostName zip={zip} />       // 'Pošta: Žilina 1' next to a zip field
export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { PostName, usePostName } from './PostName';
export {
  searchAddresses,
  streetLine,
  isAddressQuery,
  clearAddressCache,
  type AddressResult,
} from './addressLookup';
export { lookupPostName, compactZip, clearPostNameCache } from './postName';
export * from './constants';
