#!/usr/bin/env node
/**
 * Writes the regulation, summary and contract PDFs of the sandbox (public/docs/{id}.pdf) and the
 * migration FAQ (public/faq-migracao.pdf): one A4 page each, hand-written PDF 1.4 with the
 * standard Helvetica fonts, so no PDF library is needed. Output is deterministic (no dates), so
 * re-running it changes nothing unless the texts change.
 *
 * The ids and titles must match sandbox/seed/regulations.ts (the seed test checks
 * that every url there has its file). Run: node scripts/make-docs.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "public");

const DISCLAIMER =
  "Documento ilustrativo do ambiente de demonstração (sandbox). Não substitui o documento oficial.";

/** Regulations, summaries and contracts: id, title, paragraphs. */
const DOCS = [
  {
    id: "regulamento-oferta-ultrafibra",
    title: "Regulamento da Oferta TIM Ultrafibra",
    paragraphs: [
      "Esta oferta vale para novos clientes pessoa física em endereços com cobertura da TIM Ultrafibra, conferidos pelo CEP e pelo número do imóvel no momento da contratação.",
      "Os preços promocionais valem por 12 meses, com pagamento por débito automático em conta corrente. Sem o débito automático, a mensalidade é cobrada pelo valor sem desconto.",
      "O plano tem fidelidade de 12 meses. O cancelamento antes desse prazo gera multa proporcional aos meses que faltam.",
    ],
  },
  {
    id: "regulamento-ofertas-regionais",
    title: "Regulamento das Ofertas Regionais TIM Ultrafibra",
    paragraphs: [
      "As ofertas regionais valem somente para endereços das cidades participantes, conferidos pelo CEP no momento da contratação.",
      "Velocidades, preços e bônus podem variar conforme a região. O bônus de velocidade vale por 12 meses a partir da instalação.",
    ],
  },
  {
    id: "regulamento-globoplay",
    title: "Regulamento da Oferta TIM Ultrafibra com Globoplay",
    paragraphs: [
      "A assinatura do Globoplay (plano com anúncios) está incluída nos planos participantes enquanto o plano de internet estiver ativo, com até 3 telas ao mesmo tempo.",
      "A ativação é feita com o CPF do titular e a senha da conta. Se o streaming for cancelado, o acesso continua até o fim do ciclo de 30 dias.",
    ],
  },
  {
    id: "regulamento-hbo-max",
    title: "Regulamento da Oferta TIM Ultrafibra com HBO Max",
    paragraphs: [
      "O plano básico com anúncios do HBO Max, em Full HD e com até 2 telas ao mesmo tempo, está incluído nos planos participantes e é cobrado na mesma fatura da internet.",
      "Para ativar, informe o CPF do titular e crie a senha da sua conta. O benefício termina com o cancelamento do plano de internet.",
    ],
  },
  {
    id: "regulamento-paramount",
    title: "Regulamento da Oferta TIM Ultrafibra com Paramount+",
    paragraphs: [
      "A assinatura do Paramount+ está incluída nos planos participantes, com conteúdo original e exclusivo, programação ao vivo e sem anúncios.",
      "A ativação é feita com o CPF do titular e a senha da conta. O benefício termina com o cancelamento do plano de internet.",
    ],
  },
  {
    id: "regulamento-livelo",
    title: "Regulamento da Promoção TIM Ultrafibra e Livelo",
    paragraphs: [
      "Quem contratar um plano participante com débito automático pela página da Livelo ganha os pontos Livelo informados na oferta.",
      "Os pontos são liberados em até 30 dias após a instalação, desde que o pedido tenha sido concluído e as faturas estejam em dia.",
    ],
  },
  {
    id: "regulamento-desconto-tech",
    title: "Regulamento do Desconto Tech",
    paragraphs: [
      "Clientes pessoa física com a instalação concluída e as faturas em dia têm desconto na compra de aparelhos participantes, limitado a 1 por assinatura.",
      "O desconto pode ser usado 24 horas após a instalação, com parcelamento em até 12 vezes no cartão de crédito. A compra com desconto tem fidelidade de 12 meses.",
    ],
  },
  {
    id: "regulamento-bonus-movel",
    title: "Regulamento do Bônus TIM Controle, TIM Black e TIM Pré",
    paragraphs: [
      "Ao contratar a TIM Ultrafibra, clientes TIM Controle ganham até 20 GB de internet a mais no celular, e clientes TIM Black, até 30 GB.",
      "O bônus é concedido na linha móvel do mesmo CPF do titular da internet e vale enquanto os dois planos estiverem ativos.",
    ],
  },
  {
    id: "regulamento-oferta-colaborador",
    title: "Regulamento da Oferta Colaborador TIM Ultrafibra",
    paragraphs: [
      "Oferta exclusiva para colaboradores da TIM, liberada após a validação do código enviado ao colaborador.",
      "O desconto é limitado a uma assinatura por colaborador e vale enquanto durar o vínculo de trabalho. Colaboradores que já são clientes fazem a migração pelo formulário interno.",
    ],
  },
  {
    id: "sumario-contrato-scm",
    title: "Sumário do Contrato de Prestação do Serviço de Comunicação Multimídia",
    paragraphs: [
      "Resumo das principais condições do serviço de banda larga fixa: velocidade contratada, preço, prazo de fidelidade e formas de pagamento.",
      "As velocidades mínimas instantânea e média seguem os percentuais definidos pela Anatel. O atendimento ao cliente está disponível pelo número 10341.",
    ],
  },
  {
    id: "contrato-scm",
    title: "Contrato de Prestação do Serviço de Comunicação Multimídia (SCM)",
    paragraphs: [
      "Este contrato regula a prestação do Serviço de Comunicação Multimídia pela TIM S.A. ao cliente, conforme a regulamentação da Anatel.",
      "Define os direitos e deveres das partes, as condições de instalação, suporte técnico, cobrança, suspensão e cancelamento do serviço.",
    ],
  },
  {
    id: "termo-adesao",
    title: "Termo de Adesão ao Plano de Serviço TIM Ultrafibra",
    paragraphs: [
      "Ao aderir, o cliente escolhe o plano, a data de vencimento e a forma de pagamento: PIX, débito automático, boleto ou pagamento online.",
      "A instalação é agendada a partir de três opções de data informadas pelo cliente, no período da manhã (8h às 12h) ou da tarde (12h às 18h).",
    ],
  },
  {
    id: "contrato-permanencia",
    title: "Contrato de Permanência",
    paragraphs: [
      "Em troca dos descontos concedidos, o cliente se compromete a permanecer no plano por 12 meses.",
      "Em caso de cancelamento antecipado, a multa é proporcional aos meses que faltam para o fim do prazo de permanência.",
    ],
  },
  {
    id: "privacidade",
    title: "Política de Privacidade",
    paragraphs: [
      "A TIM trata os seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018): para contratar, instalar e prestar o serviço, prevenir fraudes e, com o seu consentimento, enviar ofertas.",
      "Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de atendimento.",
    ],
  },
  {
    id: "termo-colaborador",
    title: "Termo de Adesão da Oferta Colaborador",
    paragraphs: [
      "Termo de adesão da oferta para colaboradores da TIM, com as condições de elegibilidade e de desconto.",
      "O colaborador declara estar ciente de que o desconto deixa de valer com o fim do vínculo de trabalho.",
    ],
  },
];

const FAQ = {
  title: "Perguntas frequentes: migração para a TIM Ultrafibra",
  qa: [
    [
      "Quem pode migrar?",
      "Clientes que já têm internet fibra da TIM, com o contrato no CPF do titular e as faturas em dia, em endereços com cobertura da TIM Ultrafibra.",
    ],
    [
      "O que muda com a migração?",
      "Você passa para um plano TIM Ultrafibra, com velocidades de até 2 Giga, modem Wi-Fi 6 e apps inclusos. O titular e o endereço de instalação continuam os mesmos.",
    ],
    [
      "Precisa de visita técnica?",
      "Sim. Um técnico vai até o seu endereço para trocar o modem e ativar o novo plano. Você informa três opções de data, de manhã (8h às 12h) ou à tarde (12h às 18h).",
    ],
    [
      "Quanto custa o novo plano?",
      "A mensalidade aparece na oferta antes da confirmação, com desconto por 12 meses no débito automático. O novo plano tem fidelidade de 12 meses.",
    ],
    [
      "Fico sem internet até a instalação?",
      "Não. O plano atual continua funcionando até a visita do técnico, e a internet volta já com a nova velocidade.",
    ],
    [
      "Como começo?",
      "Acesse /migracao-ultrafibra/consulta-cpf/ no site da TIM Ultrafibra, informe o CPF do titular e escolha uma das ofertas disponíveis para o seu endereço.",
    ],
  ],
};

// Glyph widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126, from the AFM files
// of the standard 14 fonts; accented letters are measured as their base letter.
const WIDTHS = {
  F1: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  F2: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
};

// WinAnsiEncoding bytes of the characters outside Latin-1 that the texts may use.
const WIN_ANSI_EXTRA = { "€": 0x80, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97 };

function winAnsiByte(ch) {
  const extra = WIN_ANSI_EXTRA[ch];
  if (extra !== undefined) return extra;
  const code = ch.codePointAt(0) ?? 0;
  if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) return code;
  throw new Error(`Caractere sem codificação WinAnsi: ${JSON.stringify(ch)}`);
}

/** A PDF literal string: ASCII as is, ( ) \ escaped, everything else as an octal escape. */
function pdfString(text) {
  let out = "(";
  for (const ch of text) {
    const byte = winAnsiByte(ch);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (byte < 128) out += ch;
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

function textWidth(text, font, size) {
  let units = 0;
  for (const ch of text) {
    const base = ch.normalize("NFD")[0] ?? ch;
    const code = base.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? WIDTHS[font][code - 32] : 556;
  }
  return (units * size) / 1000;
}

function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// A4 in points, with the text column between the margins.
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 64;
const COLUMN = PAGE_W - 2 * MARGIN;
const BOTTOM = 90;

/**
 * Lays out a page: blocks of { text, font, size, gap } top to bottom. Returns the content stream.
 * Throws if the text does not fit one page, so a long text is caught when the script runs.
 */
function contentStream(title, blocks) {
  const ops = [];
  const line = (text, font, size, x, y) =>
    ops.push(`BT /${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfString(text)} Tj ET`);

  // Brand band at the top, as on the operator's documents.
  ops.push("0.000 0.196 0.627 rg", `0 ${PAGE_H - 56} ${PAGE_W} 56 re f`, "1 g");
  line("TIM Ultrafibra", "F2", 14, MARGIN, PAGE_H - 35);
  ops.push("0 g");

  let y = PAGE_H - 100;
  for (const titleLine of wrap(title, "F2", 17, COLUMN)) {
    line(titleLine, "F2", 17, MARGIN, y);
    y -= 22;
  }
  y -= 12;
  for (const block of blocks) {
    y -= block.gap ?? 0;
    for (const textLine of wrap(block.text, block.font, block.size, COLUMN)) {
      line(textLine, block.font, block.size, MARGIN, y);
      y -= block.size * 1.4;
    }
  }
  if (y < BOTTOM) throw new Error(`"${title}" não cabe em uma página`);

  ops.push("0.4 g");
  for (const [i, footerLine] of wrap(DISCLAIMER, "F1", 8, COLUMN).entries()) {
    line(footerLine, "F1", 8, MARGIN, 48 - i * 11);
  }
  return `${ops.join("\n")}\n`;
}

/** The document title in the Info dictionary, as UTF-16BE so viewers show the accents. */
function infoString(text) {
  const hex = [...text]
    .map((ch) => (ch.codePointAt(0) ?? 0).toString(16).padStart(4, "0"))
    .join("")
    .toUpperCase();
  return `<FEFF${hex}>`;
}

/** A one-page PDF with correct xref offsets. Every byte is latin1, so offsets are string lengths. */
function pdf(title, blocks) {
  const stream = contentStream(title, blocks);
  const font = (name) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /Lang (pt-BR) >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    font("Helvetica"),
    font("Helvetica-Bold"),
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`,
    `<< /Title ${infoString(title)} /Author (TIM Ultrafibra) /Producer (scripts/make-docs.mjs) >>`,
  ];

  // The binary comment line marks the file as binary for transfer tools.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

mkdirSync(join(PUBLIC, "docs"), { recursive: true });

for (const doc of DOCS) {
  const blocks = doc.paragraphs.map((text, i) => ({ text, font: "F1", size: 11, gap: i === 0 ? 0 : 8 }));
  writeFileSync(join(PUBLIC, "docs", `${doc.id}.pdf`), pdf(doc.title, blocks));
}

const faqBlocks = FAQ.qa.flatMap(([question, answer], i) => [
  { text: question, font: "F2", size: 12, gap: i === 0 ? 0 : 12 },
  { text: answer, font: "F1", size: 11, gap: 2 },
]);
writeFileSync(join(PUBLIC, "faq-migracao.pdf"), pdf(FAQ.title, faqBlocks));

console.info(`${DOCS.length + 1} PDFs escritos em public/docs/ e public/faq-migracao.pdf`);
