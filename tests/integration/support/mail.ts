/**
 * The plain-text part of a rendered e-mail (.eml) as a person reads it: its transfer encoding (quoted-printable or
 * base64, which nodemailer picks for text that is not plain ASCII) undone, lines parted by \n.
 */
export function textOfMail(eml: string): string {
  const part = /^Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n--/im.exec(eml.replace(/\r\n/g, '\n'));
  if (!part) throw new Error('the mail has no plain-text part');
  const [, encoding = '', body = ''] = part;
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}
