import QRCode from 'qrcode';

/** The ticket's QR code as a PNG (a real, scannable code of the ticket's URL, as WeChat serves). */
export function qrPng(content: string): Promise<Buffer> {
  return QRCode.toBuffer(content, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
