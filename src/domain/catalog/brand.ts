export interface Brand {
  readonly id: string;
  readonly name: string;
  /** The spec mirrors the name here when the admin edits a brand. */
  readonly description: string;
  /** Storage key of the logo, if any. */
  readonly logoKey: string | null;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
