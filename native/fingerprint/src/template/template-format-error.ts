// The one error a minutiae record that breaks its standard raises: callers catch this type and
// nothing else, whatever was wrong with the bytes.

export class TemplateFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateFormatError';
  }
}
