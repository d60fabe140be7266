"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api";
import { onlyDigits } from "@/lib/validation/rules";

/**
 * The address lookup's answer per CEP (GET tim-api/address-info → is_block_allotment), once per
 * page load: a visitor who types a CEP, edits it and types it back does not ask again. A failed
 * lookup is not kept, so the next use asks again.
 */
const answers = new Map<string, Promise<boolean | null>>();

function lookUp(cep: string): Promise<boolean | null> {
  let answer = answers.get(cep);
  if (!answer) {
    answer = api.addressInfo(cep).then((r) => (r.ok ? r.data.is_block_allotment === true : null));
    void answer.then((value) => value === null && answers.delete(cep));
    answers.set(cep, answer);
  }
  return answer;
}

/**
 * Whether the street of `cep` is laid out in quadras and lotes (Brasília's 70070-100), so the
 * address form asks quadra and lote and does not need a number. Until the lookup answers, or
 * when it fails or the CEP is not complete, `fallback` (what the store already holds: an address
 * saved with a quadra or a lote was one). A failed lookup leaves a form that asks the number,
 * where "S/N" still gets the visitor through.
 */
export function useBlockAllotment(cep: string | null | undefined, fallback = false): boolean {
  const digits = onlyDigits(cep ?? "");
  const complete = digits.length === 8;
  const [known, setKnown] = useState<Readonly<Record<string, boolean>>>({});

  useEffect(() => {
    if (!complete) return;
    let live = true;
    void lookUp(digits).then((value) => {
      if (live && value !== null) setKnown((k) => (k[digits] === value ? k : { ...k, [digits]: value }));
    });
    return () => {
      live = false;
    };
  }, [digits, complete]);

  return complete ? (known[digits] ?? fallback) : fallback;
}
