"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/Checkbox";
import { TextField } from "@/components/ui/TextField";
import { zodForm } from "@/components/ui/forms";
import { api, migrationAddressPayload } from "@/lib/api";
import { complementTypeOf, complementWithoutType, type MigrationAddress, type MigrationData } from "@/lib/funnel/migration";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";
import { loadForms, MAX_LENGTH, TEXT_LIMITS } from "@/lib/validation/rules";
import type { Attempt } from "@/components/ui/useAttempt";
import { AddressForm } from "./AddressForm";
import styles from "../Flow.module.css";

/**
 * The house number and complement (typed by the complement types of the address's network), and
 * quadra/lote where the address is by block: PATCH fiber-migration/address/number/{idLead}.
 */
export function MigrationNumberStep({
  data,
  address,
  attempt,
  onDone,
  onBack,
}: {
  data: MigrationData;
  address: MigrationAddress;
  attempt: Attempt;
  onDone: (address: MigrationAddress) => void;
  onBack: () => void;
}) {
  const types = data.complementTypes;
  const [typeCode, setTypeCode] = useState(() => complementTypeOf(address.complement, types)?.code ?? types[0]?.code ?? "");
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: address.blockAllotment }))),
    defaultValues: {
      number: address.number,
      complement: complementWithoutType(address.complement, types),
      noComplement: false,
      blockNumber: address.blockNr,
      lotNumber: address.lotNr,
    },
  });
  const noComplement = useWatch({ control: form.control, name: "noComplement" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (v) => {
    const type = types.find((t) => t.code === typeCode);
    const complement = v.noComplement || !v.complement ? "" : type ? `${type.description} ${v.complement}` : v.complement;
    const next: MigrationAddress = { ...address, number: v.number, complement, blockNr: v.blockNumber ?? "", lotNr: v.lotNumber ?? "" };
    await attempt.attempt(async () => {
      const body = migrationAddressPayload("number", {
        ...INITIAL_PURCHASE,
        zip: next.cep,
        streetNr: next.number,
        complement: next.complement,
        noComplement: !next.complement,
        blockNr: next.blockNr,
        lotNr: next.lotNr,
      });
      const result = await api.migrationAddress(data.idLead, "number", body);
      if (!result.ok) return result.error;
      onDone(next);
      return null;
    });
  });

  return (
    <AddressForm attempt={attempt} onSubmit={onSubmit} onBack={onBack} backLabel="Alterar o CEP">
      <TextField {...form.register("number")} label="Número" maxLength={MAX_LENGTH.streetNumber} autoComplete="address-line2" hint="Sem número? Escreva S/N." error={errors.number?.message} />
      {types.length > 0 && (
        <label className={styles.label}>
          Tipo de complemento
          <select className={styles.select} value={typeCode} disabled={noComplement} onChange={(e) => setTypeCode(e.target.value)}>
            {types.map((t) => (
              <option key={t.code} value={t.code}>
                {t.description}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField
        {...form.register("complement")}
        label={types.length > 0 ? "Complemento (número ou nome)" : "Complemento"}
        disabled={noComplement}
        limit={TEXT_LIMITS.complement}
        hint="Por exemplo: 12 para Apartamento 12."
        error={errors.complement?.message}
      />
      <Checkbox {...form.register("noComplement")} label="Sem complemento" />
      {address.blockAllotment && (
        <>
          <TextField {...form.register("blockNumber")} label="Quadra" maxLength={MAX_LENGTH.block} error={errors.blockNumber?.message} />
          <TextField {...form.register("lotNumber")} label="Lote" maxLength={MAX_LENGTH.lot} error={errors.lotNumber?.message} />
        </>
      )}
    </AddressForm>
  );
}
