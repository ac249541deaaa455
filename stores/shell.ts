import { create } from 'zustand';

// Client-side site state: the language switch's loading flag and the open dropdown
// (docs/product.md, "Navigation, header and footer"). Tokens are deliberately absent: they stay on
// the server.
type SiteState = {
  loading: boolean;
  openDropdown: string | null;
  setLoading(loading: boolean): void;
  setOpenDropdown(key: string | null): void;
};

export const useSiteStore = create<SiteState>()((set) => ({
  loading: false,
  openDropdown: null,
  setLoading: (loading) => set({ loading }),
  setOpenDropdown: (openDropdown) => set({ openDropdown }),
}));
