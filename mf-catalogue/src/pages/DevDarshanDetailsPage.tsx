import { PackageCollectionPage } from '../components/static/PackageCollectionPage';

/**
 * The Dev Darshan packages (/details-dev-darshan, spec §2): the five packages content/home.yaml
 * names, with their catalogue prices and lengths. A card says 'N% OFF' only when its package
 * states the price before the discount. Where the spec's Book Now does nothing, ours opens the
 * enquiry form with the package filled in.
 */
export function DevDarshanDetailsPage() {
  return (
    <PackageCollectionPage
      collection="devDarshan"
      meta={{
        title: 'Dev Darshan',
        description:
          'Dev Darshan: a pilgrimage circuit of temples, with the route, stays and darshan timings planned by our agents.',
        canonicalPath: '/details-dev-darshan',
      }}
      pendingIntro={{ eyebrow: 'Dev Darshan', title: 'Dev Darshan packages' }}
      listHeading="Packages"
      actionLabel="Book Now"
      action="enquiry"
    />
  );
}
