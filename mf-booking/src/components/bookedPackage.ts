/** The package a booking is for, as the catalogue passes it to the booking remote's exposes. */
export interface BookedPackage {
  packageId: number;
  packageName: string;
  price: number;
  days: number;
}
