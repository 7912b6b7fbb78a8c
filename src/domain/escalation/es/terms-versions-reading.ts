import type { LetterBlock } from "../../letter/blocks.ts";
import { PLATFORM_TERMS } from "../../letter/platform-terms.ts";
import { fecha, titulo, unir } from "../../reading-copy/spanish-words.ts";
import { TERMS_VERSIONS } from "../terms-versions.ts";

/**
 * The guide's section on which version of Meta's terms the sender accepted (terms-versions.ts), in
 * Spanish. The words that tell the versions apart are quoted in English, as the terms print them.
 */

/** What to look for and what it means, per variant label of `TERMS_VERSIONS`. */
const VERSIONES: Readonly<Record<string, { buscar: string; significa: string }>> = {
  "consumer may sue at home": {
    buscar:
      "tiene una sección 4.4 cuya regla empieza “If you are a consumer, or where required by applicable law, the laws of the country in which you reside will apply”",
    significa:
      "como consumidor, usted puede presentar su reclamo ante cualquier corte competente de los Estados Unidos que tenga jurisdicción, y una corte de reclamos menores cercana es una de ellas. No hay paso de arbitraje.",
  },
  "California courts only": {
    buscar:
      "tiene una sección 4.4 sin esa regla para consumidores, que dice en cambio “You and Meta each agree that any claim, cause of action or dispute between us … shall be resolved exclusively in the US. District Court for the Northern District of California or a state court located in San Mateo County”",
    significa:
      "todo reclamo debe presentarse ante la corte federal del Distrito Norte de California o ante una corte estatal del condado de San Mateo. Meta puede pedir a una corte de reclamos menores cercana a usted que desestime el caso por ese motivo; si la cláusula es válida, lo decide esa corte.",
  },
  "with arbitration": {
    buscar:
      "tiene un aviso en mayúsculas cerca del principio que empieza “ARBITRATION NOTICE: YOU AGREE THAT DISPUTES BETWEEN YOU AND US WILL BE RESOLVED BY BINDING, INDIVIDUAL ARBITRATION”, y una sección 7.4 con un aviso de disputa (Notice of Dispute) y una dirección para excluirse del arbitraje",
    significa:
      "los reclamos van a un arbitraje individual con la American Arbitration Association después de un aviso de disputa y 30 días, salvo que usted se haya excluido dentro de los 30 días de aceptar los términos. Usted o Meta pueden acudir en cambio a la corte de reclamos menores de su localidad, si sus reglas lo permiten; pero si cualquiera de las partes apela una sentencia de reclamos menores ante una corte de jurisdicción general, los reclamos deben resolverse entonces por arbitraje individual vinculante.",
  },
  "without arbitration": {
    buscar:
      "no tiene aviso de arbitraje al principio, y tiene una sección 7.4 que empieza “If you are a consumer, the laws of the country in which you reside will apply”",
    significa:
      "como consumidor, usted puede presentar su reclamo ante cualquier corte competente de los Estados Unidos que tenga jurisdicción, incluida una corte de reclamos menores; no hay paso de arbitraje y no se requiere aviso de disputa.",
  },
};

const SECCIONES: Readonly<Record<string, string>> = {
  Facebook: "sección 4.4, “Disputes”",
  Instagram: "sección 7.4, “How We Will Handle Disputes”",
};

const PLATFORMS_FOR: Record<string, readonly string[]> = {
  Facebook: ["Facebook"],
  Instagram: ["Instagram", "Threads"],
};

/** "31 of 105 archived versions, between 2026-04-30 and 2026-07-04 (…)" in Spanish; anything else as written. */
export function vistoEn(seen: string): string {
  const match =
    /^(\d+) of (\d+) archived versions, (between|from) (\d{4}-\d\d-\d\d) (and|to) (\d{4}-\d\d-\d\d) \((.*)\)$/.exec(
      seen,
    );
  if (!match) return seen;
  const [, count, total, , from, , to, why] = match;
  const cual =
    why === "the archive's latest version"
      ? "la versión más reciente del archivo"
      : why === "latest of this variant read"
        ? "la más reciente de esta variante que leímos"
        : why;
  return `${count} de ${total} versiones archivadas, del ${fecha(from ?? "")} al ${fecha(to ?? "")} (${cual})`;
}

export function versionesDeLosTerminos(platforms: readonly string[], heading: string): LetterBlock[] {
  const relevant = TERMS_VERSIONS.filter((entry) =>
    (PLATFORMS_FOR[entry.platform] ?? []).some((name) => platforms.includes(name)),
  );
  if (relevant.length === 0) return [];
  const blocks: LetterBlock[] = [
    { kind: "heading", text: heading },
    {
      kind: "paragraph",
      text: "Los términos de Meta han cambiado con el tiempo, y el archivo de las páginas de términos de Meta en los Estados Unidos muestra dos textos distintos de los términos de Facebook y dos de los de Instagram, vistos una y otra vez en 2025 y 2026. Lo que usted puede hacer ante una corte depende del texto que aceptó, así que búsquelo antes de presentar su reclamo:",
    },
    {
      kind: "list",
      style: "numbered",
      items: [
        "Abra los términos en la aplicación o en el sitio web que usa (las páginas de configuración o de ayuda enlazan a “Terms of Service” o “Terms of Use”) y guarde una copia en PDF o en capturas de pantalla, con el día en que la vio.",
        "Busque en su correo electrónico y en las notificaciones de la aplicación los mensajes de Meta sobre términos actualizados, y anote el último día en que los aceptó o siguió usando el servicio después de uno.",
        "Compare las palabras de abajo con su copia. Si se le pregunta a una corte, ella decide qué texto lo obliga a usted; lleve su copia a la audiencia.",
      ],
    },
  ];
  for (const entry of relevant) {
    const terms = PLATFORM_TERMS[entry.platform];
    const shown = (PLATFORMS_FOR[entry.platform] ?? []).filter((name) => platforms.includes(name));
    blocks.push({
      kind: "paragraph",
      text: `${unir(shown)}: ${titulo(terms.termsName)}, ${SECCIONES[entry.platform]}.`,
    });
    blocks.push({
      kind: "list",
      style: "bulleted",
      items: entry.versions.map((version) => {
        const words = VERSIONES[version.variantLabel];
        const variant = terms.variants?.find((candidate) => candidate.label === version.variantLabel);
        const seen = variant ? ` Visto en ${vistoEn(variant.seen)}.` : "";
        return `Si su copia ${words?.buscar ?? `tiene ${version.lookFor}`}: ${words?.significa ?? version.means}${seen}`;
      }),
    });
    blocks.push({
      kind: "paragraph",
      text: `Fuente: Open Terms Archive, versiones estadounidenses de los términos de Meta (github.com/${terms.archive}, ${entry.sourcePath}); consultada el ${fecha(entry.checkedOn)}.`,
    });
  }
  return blocks;
}
