import { config } from "zod/v4/core";
import en from "zod/v4/locales/en.js";

/**
 * The server's default zod messages. The browser's schemas come from zod/mini, which loads no
 * locale (a few KiB no page needs: every message a visitor can see is our own Portuguese text);
 * without one a type mismatch reads "Invalid input". The proxy's 400 answers and the sandbox's
 * name the problem as before the switch ("expected string, received number"), for whoever reads
 * them: a developer or the operator's logs.
 */
config(en());
