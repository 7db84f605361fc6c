export * from './contracts/constants';
export * from './contracts/siteUrls';
export * from './contracts/siteProfile';
export type * from './contracts/domain';
export type * from './contracts/photo';
export * from './contracts/staff';
export * from './contracts/staffVocabulary';
// Lead schemas (zod) stay out of the main entry: import them from '@tour/shared/contracts'.
export type {
  EnquiryPayload,
  BookingPayload,
  ContactPayload,
  SupportPayload,
} from './contracts/schemas';
export { useSiteStore, type SiteState, type EnquiryPrefill } from './store/siteStore';
export { onSiteEvent, emitSiteEvent, type SiteEvents, type SiteEventName } from './events/eventBus';
export {
  loadRuntimeConfig,
  setRuntimeConfig,
  apiAssetUrl,
  DEFAULT_RUNTIME_CONFIG,
  type RuntimeConfig,
} from './api/runtimeConfig';
export { newIdempotencyKey } from './api/idempotencyKey';
export { useRuntimeConfig } from './api/useRuntimeConfig';
export { prefetchSiteProfile, siteProfileQuery, useSiteProfile } from './api/useSiteProfile';
export { EmailLink, PhoneLink } from './ui/ContactLinks';
export { useDestinations, destinationsQuery } from './api/useDestinations';
export {
  apiClient,
  requestJson,
  requestData,
  isNotFound,
  ApiError,
  type ApiErrorKind,
} from './api/apiClient';
export {
  RemoteSlot,
  preloadRemoteModule,
  resetRemoteSlotCache,
  type RemoteSlotProps,
} from './remote/RemoteSlot';
export { retryableLazy } from './remote/retryableLazy';
export {
  RemoteLoaderContext,
  RenderedRemotesContext,
  useRemoteLoader,
  type RemoteModuleLoader,
} from './remote/RemoteLoaderContext';
export type * from './contracts/remoteModules';
export { createQueryClient } from './query/queryClient';
export { Button, buttonClassName, type ButtonProps, type ButtonLook } from './ui/Button';
export { ActionLink, type ActionLinkProps } from './ui/ActionLink';
export { EnquiryLink, type EnquiryLinkProps } from './ui/EnquiryLink';
export { FormNotice } from './ui/FormNotice';
export { LeadReference } from './ui/LeadReference';
export { Card, cardParts, type CardProps } from './ui/Card';
export * from './ui/icons';
export { FaqAccordion, type FaqAccordionItem, type FaqAccordionProps } from './ui/FaqAccordion';
export { PhotoPicture, type PhotoPictureProps } from './ui/PhotoPicture';
export { Skeleton, type SkeletonProps } from './ui/Skeleton';
export { Eyebrow, type EyebrowProps, type EyebrowTone } from './ui/Eyebrow';
export { Modal, type ModalProps } from './ui/Modal';
export { PackagePrice, type PackagePriceProps, Price, type PriceProps } from './ui/price';
export { formatInr } from './contracts/money';
export * from './contracts/listingSort';
export * from './contracts/packageFacts';
export { showToast, type ToastKind } from './ui/showToast';
export { LazyToastContainer } from './ui/LazyToastContainer';
export { useNearViewport } from './ui/useNearViewport';
export { lazyWhenNear, NEAR_VIEWPORT_MARGIN, type LazyWhenNearOptions } from './ui/lazyWhenNear';
// The error boundary the slots use, for the apps' own lazy parts too: one copy in the page.
export { ErrorBoundary } from 'react-error-boundary';
export { useReducedMotion, prefersReducedMotion } from './ui/useReducedMotion';
export { useMediaQuery, mediaQueryMatches } from './ui/useMediaQuery';
export { useClickOutside } from './ui/useClickOutside';
export { useAdoptTypedValue } from './ui/useAdoptTypedValue';
export {
  ChatLauncherButton,
  ChatLauncherLink,
  type ChatLauncherButtonProps,
} from './ui/ChatLauncherButton';
export { BookNowBarView, type BookNowBarViewProps } from './ui/BookNowBarView';
export { nightsDays } from './ui/nightsDays';
export { Breadcrumb, type Crumb } from './ui/Breadcrumb';
export { ShareButtons, type ShareButtonsProps } from './ui/ShareButtons';
export { usePageSubject, setPageSubject, type PageSubject } from './ui/pageSubject';
export {
  FilterCombobox,
  SearchField,
  searchInputClassName,
  filterOptions,
  findOptionByName,
  type ComboOption,
} from './ui/FilterCombobox';
export {
  NotFoundMeta,
  PageMeta,
  scriptJson,
  breadcrumbJsonLd,
  previewImageUrl,
  siteUrl,
  SITE_NAME,
  type JsonLd,
  type PageMetaProps,
  type PreviewImageSubject,
} from './page/PageMeta';
export { useMovedPage } from './page/useMovedPage';
export { LEAD_REFERENCE_PATTERN } from './contracts/leadReference';
export {
  LEAD_SENT_TEXT,
  RETURN_TO_FIELD,
  FormSubmissionContext,
  formPostPath,
  isLeadFormKind,
  useFormSubmission,
  type FormSubmission,
  type LeadFormKind,
} from './forms/formSubmission';
