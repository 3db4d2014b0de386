import { describe, expect, it } from 'vitest';
import { deliveryValues, renderTemplate, unknownVariables } from './content-templates';

describe('content templates', () => {
  const values = deliveryValues(
    {
      reference: 'FRSH-1',
      recipientName: 'Ana Lee',
      date: '2026-11-27',
      windowStart: '09:00',
      windowEnd: '12:00',
      address: '1 King St',
      suburb: 'Newtown',
    },
    'Fresh Co',
  );

  it('fills the variables with the delivery and keeps everything else as written text', () => {
    const out = renderTemplate(
      'Hi {{recipientName}}, <b>{{ reference }}</b> from {{clientName}} at {{address}}',
      values,
    );
    expect(out.text).toBe('Hi Ana Lee, <b>FRSH-1</b> from Fresh Co at 1 King St, Newtown');
    expect(out.unknown).toEqual([]);
  });

  it('leaves an unknown variable as written and names it', () => {
    const out = renderTemplate('Hi {{firstName}} {{recipientName}}', values);
    expect(out.text).toBe('Hi {{firstName}} Ana Lee');
    expect(unknownVariables('{{firstName}} {{eta}} {{firstName}}')).toEqual(['firstName', 'eta']);
  });

  it('links the tracking page by reference', () => {
    expect(renderTemplate('{{trackingUrl}}', values).text).toMatch(/FRSH-1$/);
  });
});
