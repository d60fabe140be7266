"use client";

import { useForm } from "react-hook-form";
import { CepField } from "@/components/address/CepField";
import { cepRefusal } from "@/components/address/cepRefusal";
import { zodForm } from "@/components/ui/forms";
import { api } from "@/lib/api";
import type { ComplementType, MigrationAddress, MigrationData } from "@/lib/funnel/migration";
import { isCepRefusal } from "@/lib/funnel/migration-cep";
import { loadForms } from "@/lib/validation/rules";
import type { Attempt } from "@/components/ui/useAttempt";
import { AddressForm } from "./AddressForm";

/**
 * The installation CEP: GET tim-api/address-info, then PATCH fiber-migration/address/cep/{idLead},
 * then the complement types of the address's network. The same CEP again keeps the number and
 * complement given before.
 */
export function MigrationCepStep({
  data,
  attempt,
  onDone,
  onBack,
}: {
  data: MigrationData;
  attempt: Attempt;
  onDone: (address: MigrationAddress, complementTypes: ComplementType[]) => void;
  onBack: () => void;
}) {
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutCepSchema)), defaultValues: { cep: data.address?.cep ?? "" } });
  const onSubmit = form.handleSubmit(async ({ cep }) => {
    await attempt.attempt(async () => {
      const info = await api.addressInfo(cep);
      if (!info.ok) {
        // One message: about the CEP under the field, which is then invalid; a fault of the
        // server or the connection only in the form's alert, with its retry.
        return cepRefusal(form.setError, info.error, isCepRefusal);
      }
      const saved = await api.migrationAddress(data.idLead, "cep", { cep });
      if (!saved.ok) return saved.error;
      const infraco = info.data.infraco ?? "";
      let types: ComplementType[] = [];
      if (infraco) {
        const list = await api.complementTypes(infraco);
        if (list.ok) types = list.data.complementTypes ?? [];
      }
      const masked = form.getValues("cep");
      const kept = data.address && data.address.cep === masked ? data.address : null;
      onDone(
        {
          cep: masked,
          street: info.data.address ?? "",
          neighborhood: info.data.neighborhood ?? "",
          city: info.data.city ?? "",
          uf: info.data.state ?? "",
          infraco,
          blockAllotment: Boolean(info.data.is_block_allotment),
          number: kept?.number ?? "",
          complement: kept?.complement ?? "",
          blockNr: kept?.blockNr ?? "",
          lotNr: kept?.lotNr ?? "",
        },
        types,
      );
      return null;
    });
  });
  return (
    <AddressForm attempt={attempt} onSubmit={onSubmit} onBack={onBack} backLabel="Voltar aos planos">
      <CepField control={form.control} name="cep" />
    </AddressForm>
  );
}
