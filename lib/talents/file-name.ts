/**
 * '{talent name}.zip' (docs/product.md, "Talent profile") and its Content-Disposition header: an
 * ASCII fallback for old clients plus the exact UTF-8 name (RFC 6266), so 'Inès Moreau.zip' keeps
 * its accent.
 */
export function zipFileName(name: string): { fileName: string; header: string } {
  const clean =
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'composite';
  const fileName = `${clean}.zip`;
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return {
    fileName,
    header: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  };
}
