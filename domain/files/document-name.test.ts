import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX_LENGTH, documentName } from './document-name';

const PNG = ['png'] as const;
const JPEG = ['jpg', 'jpeg'] as const;

describe('document name', () => {
  it('keeps a name whose extension is the content\'s, in the case it was written', () => {
    expect(documentName('receipt.png', PNG)).toBe('receipt.png');
    expect(documentName('Scan 12.PNG', PNG)).toBe('Scan 12.PNG');
    expect(documentName('photo.jpeg', JPEG)).toBe('photo.jpeg');
  });

  it('gives a name the extension of its content when it claims another or none', () => {
    expect(documentName('receipt.exe', PNG)).toBe('receipt.png');
    expect(documentName('transfer.pdf.exe', PNG)).toBe('transfer.pdf.png');
    expect(documentName('receipt', JPEG)).toBe('receipt.jpg');
    expect(documentName('.png', PNG)).toBe('.png.png');
  });

  it('drops folders and control characters, and names an empty upload "document"', () => {
    expect(documentName('C:\\Users\\budi\\receipt.png', PNG)).toBe('receipt.png');
    expect(documentName('../../etc/receipt\u0000.png', PNG)).toBe('receipt.png');
    expect(documentName('   ', PNG)).toBe('document.png');
    expect(documentName('folder/', PNG)).toBe('document.png');
  });

  it('always ends in one of the content\'s extensions, has no folder or control character, and fits the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom<readonly [string, ...string[]]>(PNG, JPEG, ['pdf']), (uploaded, extensions) => {
        const name = documentName(uploaded, extensions);
        expect(extensions).toContain(name.slice(name.lastIndexOf('.') + 1).toLowerCase());
        // eslint-disable-next-line no-control-regex
        expect(name).not.toMatch(/[\\/\u0000-\u001f\u007f]/);
        expect([...name].length).toBeLessThanOrEqual(DOCUMENT_NAME_MAX_LENGTH);
      }),
    );
  });
});
