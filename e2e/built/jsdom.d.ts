// The part of jsdom these tests use (it ships no types of its own).
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
