/** Lists copied word for word from the specs, shared by the tests that check the code against them. */

/** funnel §2 "Checkout path order", copied from the spec (keys without the slashes at the ends). */
export const CHECKOUT_PATH_ORDER = [
  "",
  "checkout/cep",
  "checkout/nr-imovel",
  "checkout/verificando-disponibilidade",
  "checkout/oferta-indisponivel",
  "checkout/nome",
  "checkout/telefone",
  "checkout/email",
  "checkout/confirmacao-colaborador",
  "checkout/data-nascimento",
  "checkout/nome-mae",
  "checkout/cpf",
  "checkout/data-de-vencimento",
  "checkout/ativar-debito",
  "checkout/conta-debito",
  "checkout/validacao",
  "checkout/validacao/erro1",
  "checkout/validacao/erro2",
  "checkout/data-instalacao",
  "checkout/confirmacao",
  "pedido-realizado",
];
