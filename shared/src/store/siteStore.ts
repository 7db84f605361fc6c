import { create } from 'zustand';

/** What a visitor may have typed into the enquiry form before it opened (e.g. from the hero). */
export interface EnquiryPrefill {
  destination?: string;
  departureDate?: string;
  people?: number;
}

export interface SiteState {
  enquiryOpen: boolean;
  enquiryPrefill: EnquiryPrefill;
  chatOpen: boolean;
  openEnquiry: (prefill?: EnquiryPrefill) => void;
  closeEnquiry: () => void;
  setChatOpen: (open: boolean) => void;
}

/**
 * The few facts several apps need (docs/architecture.md). Everything else stays in the app that owns
 * it. One instance per page: @tour/shared is a federation singleton.
 */
export const useSiteStore = create<SiteState>()((set) => ({
  enquiryOpen: false,
  enquiryPrefill: {},
  chatOpen: false,
  openEnquiry: (prefill = {}) => set({ enquiryOpen: true, enquiryPrefill: prefill }),
  closeEnquiry: () => set({ enquiryOpen: false }),
  setChatOpen: (chatOpen) => set({ chatOpen }),
}));
