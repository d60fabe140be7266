import type { SeedBank } from "./types";

function bank(code: string, name: string): SeedBank {
  return { id: code, code, name };
}

/** Banks for direct debit (GET banks), with their real COMPE codes; id is the code. */
export const SEED_BANKS: SeedBank[] = [
  bank("001", "Banco do Brasil"),
  bank("003", "Banco da Amazônia"),
  bank("004", "Banco do Nordeste"),
  bank("021", "Banestes"),
  bank("033", "Santander"),
  bank("037", "Banpará"),
  bank("041", "Banrisul"),
  bank("047", "Banese"),
  bank("070", "BRB - Banco de Brasília"),
  bank("077", "Banco Inter"),
  bank("085", "Cooperativa Central Ailos"),
  bank("104", "Caixa Econômica Federal"),
  bank("136", "Unicred"),
  bank("208", "BTG Pactual"),
  bank("212", "Banco Original"),
  bank("237", "Bradesco"),
  bank("260", "Nu Pagamentos (Nubank)"),
  bank("290", "PagSeguro (PagBank)"),
  bank("323", "Mercado Pago"),
  bank("336", "C6 Bank"),
  bank("341", "Itaú Unibanco"),
  bank("380", "PicPay"),
  bank("389", "Banco Mercantil do Brasil"),
  bank("422", "Safra"),
  bank("623", "Banco Pan"),
  bank("655", "Banco Votorantim"),
  bank("707", "Banco Daycoval"),
  bank("748", "Sicredi"),
  bank("756", "Sicoob"),
];
