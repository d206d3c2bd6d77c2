// Hands a file made in the browser (a CSV export) to the person as a download.

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function saveCsv(text: string, name: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}
