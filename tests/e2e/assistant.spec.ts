import { expect, gotoInteractive, seriousAccessibilityViolations, test } from './fixtures';

test('Domi greets, answers by keyboard from the FAQ with a link to it, hands over on nonsense and closes with Escape', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/');
  const domi = page.getByRole('button', { name: 'Abrir el chat con Domi, el asistente' });
  await expect(domi).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('¡Hola! Soy Domi. ¿Te ayudo con tu viaje?')).toBeVisible({ timeout: 8_000 });

  await domi.focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Domi, tu asistente' });
  const question = chat.getByLabel('Tu pregunta');
  await expect(question).toBeFocused();
  await page.keyboard.type('¿Cuándo recibo la documentación?');
  await page.keyboard.press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByText(/48 a 72 horas laborables/)).toBeVisible();
  const more = log.getByRole('link', { name: 'Ver la respuesta completa' }).last();
  await expect(more).toHaveAttribute('href', /^\/home\/preguntas\?idioma=es#documentacion-/);

  await question.fill('blorp zzkx');
  await question.press('Enter');
  await expect(log.getByText(/No he encontrado una respuesta segura.*\+34 911 23 45 67/)).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Buscar mi reserva' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir el chat con Domi, el asistente' })).toBeFocused();

  // The answer's link opens the FAQ at that question, open.
  await domi.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Ver la respuesta completa' }).last().click();
  await expect(page).toHaveURL(/\/home\/preguntas\?idioma=es#documentacion-/);
  await expect(page.locator(`details[id^="documentacion-"][open]`).first()).toBeVisible();
});

test('Domi’s greeting appears once per visit and goes as soon as the visitor scrolls', async ({
  consented: page,
}) => {
  const greeting = page.getByText(
    /^(¡Hola! Soy Domi\. ¿Te ayudo con tu viaje\?|¿Dudas sobre pagos, documentación o equipaje\? Pregúntame\.|¿Quieres saber nuestro horario o buscar tu reserva\? Te lo digo\.)$/,
  );
  await gotoInteractive(page, '/');
  await expect(greeting).toBeVisible({ timeout: 15_000 });
  // Scrolling down sends it away: it never sits over what the visitor reads or uses.
  await page.mouse.wheel(0, 1500);
  await expect(greeting).toHaveCount(0);
  await page.mouse.wheel(0, -1500);
  await page.waitForTimeout(4_000);
  await expect(greeting).toHaveCount(0);
  // Another page of the same visit: Domi is there, the greeting is not.
  await gotoInteractive(page, '/circuitos');
  await expect(page.getByRole('button', { name: 'Abrir el chat con Domi, el asistente' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForTimeout(4_000);
  await expect(greeting).toHaveCount(0);
});

test('Domi answers in the visitor’s language: liquids in English, opening hours in French', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/?idioma=en');
  await page
    .getByRole('button', { name: 'Open the chat with Domi, the assistant' })
    .click({ timeout: 15_000 });
  const chat = page.getByRole('dialog', { name: 'Domi, your assistant' });
  await chat.getByLabel('Your question').fill('Can I take liquids in my hand luggage?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat
      .getByRole('log')
      .getByText(/100 ml/)
      .first(),
  ).toBeVisible();

  await gotoInteractive(page, '/?idioma=fr');
  await page
    .getByRole('button', { name: 'Ouvrir le chat avec Domi, l’assistant' })
    .click({ timeout: 15_000 });
  const french = page.getByRole('dialog', { name: 'Domi, votre assistant' });
  await french.getByLabel('Votre question').fill('Quels sont vos horaires ?');
  await french.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    french
      .getByRole('log')
      .getByText(/10:00–22:00.*\(heure d’Espagne\)/)
      .first(),
  ).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Domi’s greeting, where it appears, covers no link, field or button of the page', async ({
    consented: page,
  }) => {
    const controlsUnderGreeting = () =>
      page.evaluate(() => {
        const bubble = document.querySelector('.domi__bubble:not(.domi__bubble--measuring)');
        if (!bubble) return null;
        const box = bubble.getBoundingClientRect();
        return [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary'),
        ]
          .filter((control) => !bubble.closest('.domi')?.contains(control))
          .filter((control) => {
            const rect = control.getBoundingClientRect();
            return (
              rect.width > 0 &&
              rect.left < box.right &&
              box.left < rect.right &&
              rect.top < box.bottom &&
              box.top < rect.bottom
            );
          })
          .map((control) => control.outerHTML.slice(0, 80));
      });
    // The pages of a visit, each a fresh visit: the greeting shows where it has room, or waits.
    let greeted = 0;
    for (const path of ['/', '/alojamientoDestino?destino=Punta-Cana&idioma=es', '/circuitos', '/contacto']) {
      await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
      await gotoInteractive(page, path);
      await page.waitForTimeout(4_500);
      const covered = await controlsUnderGreeting();
      if (covered !== null) greeted += 1;
      expect(covered ?? [], path).toEqual([]);
    }
    // Somewhere in the visit there was room for it.
    expect(greeted).toBeGreaterThan(0);
  });
});
