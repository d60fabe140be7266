import type { RequestFn, ResponseOf } from "../core";
import type { ApiError } from "../result";
import type { BodyOf, Id } from "./types";

/** funnel §4: any failure of the code check leaves the visitor not validated. */
export type CollaboratorValidation =
  | { ok: true; data: ResponseOf<"collaboratorValidate">; validated: true }
  | { ok: false; error: ApiError; validated: false };

/** The employee offer's validation code (oferta-colaborador). */
export function collaboratorCalls(request: RequestFn) {
  return {
    /** GET lead/collaborator/getNewcode/{id} — sends a new code. Checked: success true. */
    collaboratorNewCode: (id: Id) => request("collaboratorNewCode", { params: { id: String(id) } }),
    /** PATCH lead/collaborator/validate — collaboratorValidatePayload(). */
    collaboratorValidate: async (body: BodyOf<"collaboratorValidate">): Promise<CollaboratorValidation> => {
      const result = await request("collaboratorValidate", { body });
      return result.ok ? { ...result, validated: true } : { ...result, validated: false };
    },
  };
}
