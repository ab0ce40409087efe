/** SPEC §2 /c/{slug} result count: '1 result', otherwise 'n results found' (0 included). */
export function resultCountText(total: number): string {
  return total === 1 ? '1 result' : `${total} results found`;
}
