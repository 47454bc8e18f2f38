const NETWORK_NAMES: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/** The network's name as people write it ('tiktok' → 'TikTok'); an unknown one gets a capital letter. */
export function socialNetworkName(network: string): string {
  const key = network.trim().toLowerCase();
  return NETWORK_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
