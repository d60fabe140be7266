import screen from "./Screen.module.css";
import type { ErrorMessageClasses } from "./ErrorMessage";

/** The error message in the site's styles: the 404 screen's classes (no stylesheet of its own). */
export const ERROR_CLASSES: ErrorMessageClasses = {
  section: screen.notFound,
  heading: screen.heading,
  text: screen.lead,
  actions: screen.actions,
  retry: screen.primary,
  call: screen.secondary,
  code: screen.note,
};
