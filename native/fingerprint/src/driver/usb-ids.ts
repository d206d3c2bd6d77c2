// The readers this driver speaks to, by USB id (design fingerprint.md): DigitalPersona/HID
// U.are.U 4000, 4000B and 4500, and the Microsoft-branded units built on the same hardware.

export interface ReaderModel {
  readonly vendorId: number;
  readonly productId: number;
  readonly name: string;
  /** Second-generation Microsoft units authenticate the host with an AES challenge. */
  readonly challengeResponse: boolean;
}

const DIGITALPERSONA = 0x05ba;
const MICROSOFT = 0x045e;

export const READER_MODELS: readonly ReaderModel[] = [
  {
    vendorId: DIGITALPERSONA,
    productId: 0x000a,
    name: 'U.are.U 4000B / 4500',
    challengeResponse: false,
  },
  { vendorId: DIGITALPERSONA, productId: 0x0007, name: 'U.are.U 4000', challengeResponse: false },
  { vendorId: DIGITALPERSONA, productId: 0x0008, name: 'U.are.U 4000', challengeResponse: false },
  {
    vendorId: MICROSOFT,
    productId: 0x00bb,
    name: 'Microsoft Keyboard with Fingerprint Reader',
    challengeResponse: false,
  },
  {
    vendorId: MICROSOFT,
    productId: 0x00bc,
    name: 'Microsoft Wireless IntelliMouse with Fingerprint Reader',
    challengeResponse: false,
  },
  {
    vendorId: MICROSOFT,
    productId: 0x00bd,
    name: 'Microsoft Fingerprint Reader',
    challengeResponse: false,
  },
  {
    vendorId: MICROSOFT,
    productId: 0x00ca,
    name: 'Microsoft Fingerprint Reader v2',
    challengeResponse: true,
  },
];

export function findReaderModel(vendorId: number, productId: number): ReaderModel | undefined {
  return READER_MODELS.find(
    (model) => model.vendorId === vendorId && model.productId === productId,
  );
}
