import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";
import { DEFAULT_ZOOM } from "@/lib/zoom";

export type Theme = "light" | "dark";
export type TemplateLanguage = "pt" | "en" | "es";

/** Display preferences: page zoom (funnel §4), theme and the default layout's template language. */
export interface UiState {
  zoom: number;
  theme: Theme;
  language: TemplateLanguage;
  set: (patch: Partial<Pick<UiState, "zoom" | "theme" | "language">>) => void;
}

export const UI_STORAGE_KEY = "ultrafibra-ui";

export function createUiStore() {
  return createStore<UiState>()(
    persist(
      (set) => ({ zoom: DEFAULT_ZOOM, theme: "light", language: "pt", set: (patch) => set(patch) }),
      {
        name: UI_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ zoom, theme, language }) => ({ zoom, theme, language }),
        skipHydration: true,
      },
    ),
  );
}

export type UiStoreApi = ReturnType<typeof createUiStore>;
