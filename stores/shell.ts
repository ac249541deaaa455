import { create } from 'zustand';

// Client-side site state: the language switch's loading flag (docs/product.md, "Navigation,
// header and footer"). Tokens are deliberately absent: they stay on
// the server.
type SiteState = {
  loading: boolean;
  setLoading(loading: boolean): void;
};

export const useSiteStore = create<SiteState>()((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));
