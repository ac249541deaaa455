import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Preparation } from '@/lib/photos/prepare';
import { deferredFetch, renderWithForms } from '@/tests/unit/render-forms';

import { ApplicationForm } from './application-form';
import { birthdateFormat } from './date-order';

// Preparing a photo needs a browser's decoders (tests/e2e/photo-preparation.spec.ts); here the
// form's handling of what preparation gives back is tested.
const prepare = vi.hoisted(() => ({ preparePhoto: vi.fn() }));
vi.mock('@/lib/photos/prepare', () => prepare);

vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link'));

// The upload itself (XMLHttpRequest) is tested in upload.test.ts; here the form's sends are answered
// by the test.
const sends = vi.hoisted(() => ({ upload: vi.fn() }));
vi.mock('./upload', () => sends);

const countries = [
  { id: 724, value: 'España' },
  { id: 620, value: 'Portugal' },
];
const eyes = [{ value: 'Verdes', label: 'Verdes' }];
const legends = {
  aboutYou: 'Sobre ti',
  guardian: { legend: 'Madre, padre o tutor legal', lead: 'Es nuestro contacto.' },
  measures: 'Medidas',
  photos: 'Fotos',
  photosLead: 'Fotos naturales',
};
const retention = { months: 6, castingsMonths: 24 };
const cities = (list: { id: number; value: string }[]) =>
  new Response(JSON.stringify({ cities: list }), { status: 200 });

// Filling the whole form is many keystrokes: on a busy machine it takes more than the default 5 s.
const WHOLE_FORM_MS = 30_000;

describe('ApplicationForm', () => {
  let stub: ReturnType<typeof deferredFetch>;

  beforeEach(() => {
    sends.upload.mockReset();
    prepare.preparePhoto.mockReset();
    stub = deferredFetch();
    vi.stubGlobal('fetch', stub.fetch);
    // jsdom has no object URLs.
    let next = 0;
    URL.createObjectURL = () => `blob:preview-${++next}`;
    URL.revokeObjectURL = () => undefined;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  function render() {
    renderWithForms(
      <ApplicationForm
        countries={countries}
        eyes={eyes}
        legends={legends}
        retention={retention}
        birthdate={birthdateFormat('es')}
      />,
    );
  }

  it('loads the cities of the chosen country, the city select disabled until they arrive', async () => {
    const user = userEvent.setup();
    render();
    const city = screen.getByLabelText('Ciudad');
    expect(city).toBeDisabled();
    expect(within(city).getByRole('option')).toHaveTextContent('Elige primero un país');

    await user.selectOptions(screen.getByLabelText('País'), 'España');
    expect(stub.calls[0]?.url).toBe('/api/attributes?country=724&lang=es');
    expect(city).toBeDisabled();
    expect(city).toHaveAttribute('aria-busy', 'true');
    expect(within(city).getByRole('option')).toHaveTextContent('Cargando ciudades…');

    await act(async () =>
      stub.calls[0]?.settle(
        cities([
          { id: 1, value: 'Madrid' },
          { id: 2, value: 'Barcelona' },
        ]),
      ),
    );
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, 'Barcelona');
    expect(city).toHaveValue('2');

    await user.selectOptions(screen.getByLabelText('País'), 'Portugal');
    expect(city).toBeDisabled();
    expect(city).toHaveValue('');
    await act(async () => stub.calls[1]?.settle(cities([{ id: 9, value: 'Lisboa' }])));
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecciona una ciudad', 'Lisboa']),
    );
  });

  it('labels the bust as chest for a man, woman being the default', async () => {
    const user = userEvent.setup();
    render();
    expect(screen.getByLabelText('Mujer')).toBeChecked();
    expect(screen.getByLabelText('Busto (cm)')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Hombre'));
    expect(screen.getByLabelText('Pecho (cm)')).toBeInTheDocument();
    // A measure's options come when the visitor reaches for it (select-field.tsx).
    await user.click(screen.getByLabelText('Altura (cm)'));
    expect(
      within(screen.getByLabelText('Altura (cm)')).getByRole('option', { name: '170' }),
    ).toHaveValue('170/5.7');
  });

  it('prepares each chosen photo, showing its thumbnail, its name, and why one was refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    const first = screen.getByLabelText('Primer plano');
    expect(first).toHaveAttribute('accept', 'image/*');

    let finish: (preparation: Preparation) => void = () => undefined;
    prepare.preparePhoto.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const original = new File(['x'], 'my-holiday-photo.jpeg', { type: 'image/jpeg' });
    await user.upload(first, original);
    expect(prepare.preparePhoto).toHaveBeenCalledWith(original);
    await waitFor(() =>
      expect(screen.getByTestId('image_1-name')).toHaveTextContent('Preparando la foto…'),
    );
    const prepared = new File(['jpeg'], 'my-holiday-photo.jpeg', { type: 'image/jpeg' });
    await act(async () => finish({ ok: true, photo: prepared }));
    expect(screen.getByTestId('image_1-name')).toHaveTextContent('my-holiday...jpeg');
    expect(
      screen.getByRole('img', { name: 'Vista previa: my-holiday-photo.jpeg' }),
    ).toHaveAttribute('src', 'blob:preview-1');

    prepare.preparePhoto.mockResolvedValueOnce({ ok: false, reason: 'photoUnreadable' });
    await user.upload(
      screen.getByLabelText('Plano medio'),
      new File(['x'], 'IMG_2041.HEIC', { type: 'image/heic' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Plano medio')).toHaveAccessibleDescription(
        'IMG_2041.HEIC No se ha podido abrir esta foto. Elige una foto JPEG, PNG, GIF o WebP.',
      ),
    );
    prepare.preparePhoto.mockResolvedValueOnce({ ok: false, reason: 'photoSize' });
    const [extra] = screen.getAllByLabelText('Foto adicional Opcional');
    if (!extra) throw new Error('no optional photo');
    await user.upload(extra, new File(['x'], 'huge.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(extra).toHaveAccessibleDescription('huge.jpg Máximo 40 MB por foto'),
    );

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // A refused photo keeps its reason, an optional one too; the send is blocked.
    expect(screen.getByLabelText('Plano medio')).toHaveAccessibleDescription(
      'IMG_2041.HEIC No se ha podido abrir esta foto. Elige una foto JPEG, PNG, GIF o WebP.',
    );
    expect(extra).toHaveAccessibleDescription('huge.jpg Máximo 40 MB por foto');
    expect(screen.getByLabelText('Cuerpo entero')).toHaveAccessibleDescription(
      'Elegir foto Añade esta foto',
    );
    expect(screen.getByLabelText('Primer plano')).not.toHaveAttribute('aria-invalid');
    const optional = screen.getAllByLabelText('Foto adicional Opcional');
    expect(optional).toHaveLength(2);
    for (const input of optional) expect(input).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/Declaro haber leído/)).toHaveAccessibleDescription(
      'Debes aceptar la política de privacidad',
    );
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(stub.calls.filter((call) => call.url.includes('/api/applications'))).toHaveLength(0);
  });

  it('removes an optional photo, a refused one too, and replaces any photo by choosing again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    const [extra] = screen.getAllByLabelText('Foto adicional Opcional');
    if (!extra) throw new Error('no optional photo');
    prepare.preparePhoto.mockResolvedValueOnce({ ok: false, reason: 'photoUnreadable' });
    await user.upload(extra, new File(['x'], 'IMG_2041.HEIC', { type: 'image/heic' }));
    await waitFor(() => expect(extra).toHaveAttribute('aria-invalid', 'true'));

    // The refused photo would block the send: removing it empties the slot and its error.
    await user.click(screen.getByRole('button', { name: 'Quitar Foto adicional: IMG_2041.HEIC' }));
    expect(extra).not.toHaveAttribute('aria-invalid');
    expect(extra).toHaveAccessibleDescription('Elegir foto');
    expect(extra).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();

    prepare.preparePhoto.mockResolvedValueOnce({ ok: true, photo: jpeg('beach.jpg') });
    await user.upload(extra, new File(['x'], 'beach.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Vista previa: beach.jpg' });
    expect(screen.getAllByText('Cambiar foto')).toHaveLength(1);
    await user.keyboard('{Tab}');
    const remove = screen.getByRole('button', { name: 'Quitar Foto adicional: beach.jpg' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument();
    expect(extra).toHaveFocus();

    // A required photo has no remove button: choosing another replaces it.
    const first = screen.getByLabelText('Primer plano');
    prepare.preparePhoto.mockResolvedValueOnce({ ok: true, photo: jpeg('one.jpg') });
    await user.upload(first, new File(['x'], 'one.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Vista previa: one.jpg' });
    prepare.preparePhoto.mockResolvedValueOnce({ ok: true, photo: jpeg('two.jpg') });
    await user.upload(first, new File(['x'], 'two.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Vista previa: two.jpg' });
    expect(screen.queryByRole('img', { name: 'Vista previa: one.jpg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
  });

  it(
    'ends on a confirmation that says what scouting does next, then gives an empty form',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      render();
      await fillApplication(user);
      sends.upload.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
      await user.click(screen.getByRole('button', { name: 'Enviar' }));

      const heading = await screen.findByRole('heading', { name: 'Solicitud enviada', level: 2 });
      expect(heading).toHaveFocus();
      expect(heading).toHaveAccessibleDescription(
        /responde en un plazo de tres semanas en marta@example.com/,
      );
      expect(sends.upload).toHaveBeenCalledTimes(1);
      const [url, { body }] = sends.upload.mock.calls[0] as [string, { body: FormData }];
      expect(url).toBe('/api/applications');
      expect(body.get('realname')).toBe('Marta Ruiz');
      expect(body.has('image_4')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
      expect(screen.getByLabelText('Nombre y apellidos')).toHaveValue('');
      expect(screen.getByLabelText('Nombre y apellidos')).toHaveFocus();
      expect(screen.getByLabelText('Ciudad')).toBeDisabled();
      expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Declaro haber leído/)).not.toBeChecked();
    },
    WHOLE_FORM_MS,
  );

  it('asks the date of birth in the page order, day, month by name and year, and checks it', async () => {
    const user = userEvent.setup();
    render();
    const group = screen.getByRole('group', { name: 'Fecha de nacimiento' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .concat(within(group).getAllByRole('combobox'))
        .map((control) => control.getAttribute('autocomplete'))
        .sort(),
    ).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(within(group).getByText('Por ejemplo: 27 de marzo de 2007')).toBeInTheDocument();
    const order = [...group.querySelectorAll('input, select')].map((control) => control.id);
    expect(order.map((id) => id.split('-').pop())).toEqual(['day', 'month', 'year']);
    expect(within(screen.getByLabelText('Mes')).getAllByRole('option')[1]).toHaveTextContent(
      'enero',
    );

    await typeBirthdate(user, '30', 'febrero', '2007');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Día')).toHaveAccessibleDescription(
        'Por ejemplo: 27 de marzo de 2007 Introduce una fecha válida',
      ),
    );
    await typeBirthdate(user, '1', 'enero', '2999');
    await waitFor(() =>
      expect(screen.getByLabelText('Año')).toHaveAccessibleDescription(
        /La fecha de nacimiento no puede ser futura/,
      ),
    );
  });

  it(
    'adds the guardian section, announced, as soon as the birth date says under 18, and requires it',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      render();
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      expect(screen.queryByRole('group', { name: 'Madre, padre o tutor legal' })).toBeNull();
      expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-required', 'true');

      await typeBirthdate(user, '2', 'mayo', '2017');
      expect(status).toHaveTextContent('Menor de 18 años');
      const guardian = screen.getByRole('group', { name: 'Madre, padre o tutor legal' });
      expect(screen.getByLabelText(/^Correo electrónico · Opcional/)).not.toHaveAttribute(
        'aria-required',
      );
      expect(screen.getByLabelText(/^Instagram · Opcional/)).toBeInTheDocument();

      await user.type(screen.getByLabelText('Nombre y apellidos'), 'Lucía Ruiz');
      await fillTheRest(user);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() =>
        expect(
          within(guardian).getByLabelText('Nombre y apellidos del responsable'),
        ).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(
        within(guardian).getByLabelText('Teléfono del responsable'),
      ).toHaveAccessibleDescription('Campo obligatorio');
      expect(
        within(guardian).getByRole('group', { name: 'Parentesco' }),
      ).toHaveAccessibleDescription('Campo obligatorio');
      expect(
        within(guardian).getByLabelText(/Declaro que soy la madre/),
      ).toHaveAccessibleDescription('La madre, el padre o el tutor legal debe confirmarlo');
      // The child's own contact may stay blank.
      expect(screen.getByLabelText(/^Correo electrónico · Opcional/)).not.toHaveAttribute(
        'aria-invalid',
      );
      expect(sends.upload).not.toHaveBeenCalled();

      await user.type(
        within(guardian).getByLabelText('Nombre y apellidos del responsable'),
        'Elena Ruiz',
      );
      await user.click(within(guardian).getByLabelText('Madre'));
      await user.type(
        within(guardian).getByLabelText('Correo electrónico del responsable'),
        'elena@example.com',
      );
      await user.type(within(guardian).getByLabelText('Teléfono del responsable'), '655555432');
      await user.click(within(guardian).getByLabelText(/Declaro que soy la madre/));
      await user.click(screen.getByLabelText(/Acepto que la agencia conserve mi solicitud/));
      sends.upload.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
      await user.click(screen.getByRole('button', { name: 'Enviar' }));

      const heading = await screen.findByRole('heading', { name: 'Solicitud enviada' });
      expect(heading).toHaveAccessibleDescription(
        /al correo del responsable, elena@example.com.*con su madre, padre o tutor legal.*para futuros castings durante 24 meses/,
      );
      const [, { body }] = sends.upload.mock.calls[0] as [string, { body: FormData }];
      expect(Object.fromEntries(body)).toMatchObject({
        birthdate: '2017-05-02',
        email: '',
        guardian_name: 'Elena Ruiz',
        guardian_relationship: 'mother',
        guardian_phone: '+34655555432',
        guardian_declaration: 'true',
        castings: 'true',
        language: 'es',
      });
    },
    WHOLE_FORM_MS,
  );

  it('takes the guardian section away again when the birth date is corrected to an adult', async () => {
    const user = userEvent.setup();
    render();
    await typeBirthdate(user, '2', 'mayo', '2017');
    expect(screen.getByRole('group', { name: 'Madre, padre o tutor legal' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), '1997');
    expect(screen.queryByRole('group', { name: 'Madre, padre o tutor legal' })).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-required', 'true');
  });

  async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Marta Ruiz');
    await typeBirthdate(user, '12', 'abril', '2001');
    await user.type(screen.getByLabelText('Correo electrónico'), 'marta@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '655555431');
    await user.type(screen.getByLabelText('Instagram'), '@marta');
    await fillTheRest(user);
  }

  async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('País'), 'España');
    await act(async () => stub.calls[0]?.settle(cities([{ id: 1, value: 'Madrid' }])));
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Madrid');
    for (const [label, option] of [
      ['Altura (cm)', '170'],
      ['Busto (cm)', '84'],
      ['Cintura (cm)', '61'],
      ['Jeans (talla EU)', '36'],
      ['Calzado (talla EU)', '38'],
      ['Color de ojos', 'Verdes'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.selectOptions(screen.getByLabelText(label), option);
    }
    for (const [label, name] of [
      ['Primer plano', '1.jpg'],
      ['Plano medio', '2.jpg'],
      ['Cuerpo entero', '3.jpg'],
    ] as const) {
      prepare.preparePhoto.mockResolvedValueOnce({ ok: true, photo: jpeg(name) });
      await user.upload(screen.getByLabelText(label), jpeg(name));
    }
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /Vista previa/ })).toHaveLength(3),
    );
    await user.click(screen.getByLabelText(/Declaro haber leído/));
  }
});

async function typeBirthdate(
  user: ReturnType<typeof userEvent.setup>,
  day: string,
  month: string,
  year: string,
) {
  await user.clear(screen.getByLabelText('Día'));
  await user.type(screen.getByLabelText('Día'), day);
  await user.selectOptions(screen.getByLabelText('Mes'), month);
  await user.clear(screen.getByLabelText('Año'));
  await user.type(screen.getByLabelText('Año'), year);
}

function jpeg(name: string) {
  return new File(['jpeg'], name, { type: 'image/jpeg' });
}
