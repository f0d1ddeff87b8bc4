/** One numbered part of a policy; `id` is the anchor the table of contents links to. */
export type PolicySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  list?: string[];
};

export type Policy = {
  slug: string;
  title: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  sections: PolicySection[];
};
