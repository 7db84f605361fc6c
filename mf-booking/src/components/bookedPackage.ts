/** The package a booking is for, as the catalogue passes it to the booking remote's exposes. */
export interface BookedPackage {
  packageId: number;
  packageName: string;
  price: number;
  days: number;
}

/** `4N/5D`: nights are days minus one (spec §2). */
export const nightsDays = (days: number) => `${Math.max(days - 1, 0)}N/${days}D`;
