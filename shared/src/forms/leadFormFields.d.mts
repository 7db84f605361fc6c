export declare const LEAD_FORM_FIELDS: {
  readonly enquiry: readonly string[];
  readonly 'request-to-book': readonly string[];
  readonly contact: readonly string[];
  readonly support: readonly string[];
  readonly newsletter: readonly string[];
};
export declare const RETURN_TO_FIELD: 'returnTo';
