import { describe, expect, it } from 'vitest';
import { blocksToText, parseRichText } from './rich-text';

const values = {
  phone: { text: '+34 911 23 45 67', href: 'tel:+34911234567' },
  'mail.payments': { text: 'pagos@x.example', href: 'mailto:pagos@x.example' },
  brandName: { text: 'Caribe Sol' },
};

describe('content rich text', () => {
  it('splits paragraphs at line breaks and fills placeholders, with their links', () => {
    expect(parseRichText('Llame al {{phone}}.\n\nEnvíe el justificante a {{mail.payments}}', values)).toEqual(
      [
        { kind: 'paragraph', inlines: [{ text: 'Llame al ' }, values.phone, { text: '.' }] },
        { kind: 'paragraph', inlines: [{ text: 'Envíe el justificante a ' }, values['mail.payments']] },
      ],
    );
  });

  it('groups bullet paragraphs into one list and keeps the standalone tables as blocks', () => {
    const blocks = parseRichText(
      'Formas:\n- Transferencia\n- Tarjeta en [Mi reserva](/mireserva)\n{{bankAccounts}}\n{{cancellationCosts}}',
      values,
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'Formas:' }] },
      {
        kind: 'list',
        items: [
          [{ text: 'Transferencia' }],
          [{ text: 'Tarjeta en ' }, { text: 'Mi reserva', href: '/mireserva' }],
        ],
      },
      { kind: 'bankAccounts' },
      { kind: 'cancellationCosts' },
    ]);
    expect(blocksToText(blocks)).toBe('Formas:\n• Transferencia\n• Tarjeta en Mi reserva');
  });

  it('keeps an anchor on an internal link', () => {
    expect(parseRichText('Vea [líquidos](/home/preguntas#liquidos-100-ml).', values)[0]).toEqual({
      kind: 'paragraph',
      inlines: [
        { text: 'Vea ' },
        { text: 'líquidos', href: '/home/preguntas#liquidos-100-ml' },
        { text: '.' },
      ],
    });
  });

  it('refuses an unknown placeholder and a link outside the site', () => {
    expect(() => parseRichText('{{iban}}', values)).toThrow('unknown placeholder {{iban}}');
    expect(() => parseRichText('[aquí](/admin)', values)).toThrow('link to unknown path /admin');
  });
});
