import type { Plan } from "@/lib/api/contract";
import { formatMonthly, parseDecimal } from "@/lib/plans/format";
import type { PurchaseState } from "@/lib/store/purchase";
import { bankNumberChars, dayOfWeek, formatBrDate, installationPeriodLabel, parseBrDate } from "@/lib/validation/rules";
import type { CalendarDate } from "@/lib/validation";
import { onlyDigits } from "@/lib/validation/digits";

/** Texts of the payment and order screens, from the store's values. Pure. */

const WEEKDAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];

/** "12/06/2026 (sexta-feira)": the date as typed everywhere else, the weekday to plan the day. */
export function dateWithWeekday(date: CalendarDate): string {
  return `${formatBrDate(date)} (${WEEKDAYS[dayOfWeek(date)]})`;
}

/** An installation option as the visitor chose it: "12/06/2026 (sexta-feira), Manhã (8h às 12h)". */
export function scheduleLabel(option: { date: string; period: string }): string {
  const date = parseBrDate(option.date);
  const day = date ? dateWithWeekday(date) : option.date;
  const period = installationPeriodLabel(option.period);
  if (period === undefined) console.warn(`Período de instalação desconhecido: ${option.period}`); // funnel §3: only logged
  return period ? `${day}, ${period}` : day;
}


/** How much direct debit saves a month, or null when it does not. */
export function directDebitSaving(plan: Plan): number | null {
  const with_ = parseDecimal(plan.price_with_dacc);
  const without = parseDecimal(plan.price);
  const saving = Math.round((without - with_) * 100) / 100;
  return Number.isFinite(saving) && saving > 0 ? saving : null;
}

export const monthly = (value: string | number | undefined | null): string => (value == null ? "" : formatMonthly(value));

/** CPF with only its middle digits shown, as Brazilian services print it: "***.456.789-**". */
export function hiddenCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : "***";
}

/** CNPJ with the same middle part shown: "**.345.678/****-**". */
export function hiddenCnpj(cnpj: string): string {
  const c = cnpj.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return c.length === 14 ? `**.${c.slice(2, 5)}.${c.slice(5, 8)}/****-**` : "***";
}

/** The last characters of an account only: "final 5678", or with Banco do Brasil's X "final 345X". */
export function hiddenAccount(account: string): string {
  return `final ${bankNumberChars(account).slice(-4)}`;
}

/** The person's document as the summary shows it. */
export function hiddenDocument(s: Readonly<PurchaseState>): { label: string; value: string } | null {
  if (s.personType === "pj" && s.cnpj) return { label: "CNPJ", value: hiddenCnpj(s.cnpj) };
  if (s.cpf) return { label: "CPF", value: hiddenCpf(s.cpf) };
  if (s.cnpj) return { label: "CNPJ", value: hiddenCnpj(s.cnpj) };
  return null;
}

/** The installation address on two lines: street, number and complement; district, city, CEP. */
export function addressLines(s: Readonly<PurchaseState>): string[] {
  const street = [s.street || "Endereço do CEP", s.streetNr].filter(Boolean).join(", ");
  const extra = [
    !s.noComplement && s.complement ? s.complement : "",
    s.blockNr ? `Quadra ${s.blockNr}` : "",
    s.lotNr ? `Lote ${s.lotNr}` : "",
  ].filter(Boolean);
  const place = [s.neighborhood, [s.city, s.uf].filter(Boolean).join(" - ")].filter(Boolean).join(", ");
  return [[street, ...extra].join(", "), [place, s.zip ? `CEP ${s.zip}` : ""].filter(Boolean).join(" · ")].filter(Boolean);
}
