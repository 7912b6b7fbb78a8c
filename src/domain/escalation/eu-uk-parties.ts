/** The EU and UK contract parties live with the recipients, in the letter floor (decision 0053). */
export * from "../letter/eu-uk-parties.ts";
