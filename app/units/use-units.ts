import { unitSystemFromStandard, type Language, type UnitSystem } from "~/domain/units/systems";
import { isLanguage } from "~/i18n/i18n";
import { useRootData } from "~/root";

/** The signed-in user's unit system and language (api and English when signed out). */
export function useUnits(): { system: UnitSystem; language: Language } {
  const root = useRootData();
  return {
    system: unitSystemFromStandard(root?.user?.unitStandard),
    language: isLanguage(root?.language) ? root.language : "en",
  };
}
