/**
 * The privacy notice in force: each lead records the version it was given (the site's privacy
 * page shows the same version). Change it whenever the notice's wording changes, so every lead
 * can be matched to the text the visitor was shown.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
