import type { Language } from '../types.js';
import { BRAND } from './brand.js';

const { name, street, postalCode, city, privacyEmail } = BRAND;

const section = (title: string, ...paragraphs: string[]) =>
  `<h2>${title}</h2>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}`;

/**
 * A GDPR-style privacy policy: who, what, why, on which basis, how long, with whom, and your
 * rights.
 */
export const PRIVACY_TEXT: Record<Language, string> = {
  es: [
    `<p>En ${name} nos tomamos en serio tu privacidad. Esta política explica qué datos personales tratamos cuando usas esta web, nos escribes o nos envías tu candidatura.</p>`,
    section(
      '1. Responsable del tratamiento',
      `${name}, ${street}, ${postalCode} ${city} (España). Puedes escribirnos a <a href="mailto:${privacyEmail}">${privacyEmail}</a>.`,
    ),
    section(
      '2. Qué datos tratamos',
      'Los que nos facilitas en los formularios: nombre, correo electrónico, teléfono, mensaje y, en las candidaturas, ciudad, país, medidas, usuario de Instagram y fotografías.',
      'No recogemos categorías especiales de datos ni datos de menores sin el consentimiento de sus padres o tutores.',
    ),
    section(
      '3. Para qué los usamos',
      'Para responder a tus consultas y presupuestos, valorar tu candidatura como modelo o talento y, si la aceptamos, gestionar tu representación.',
    ),
    section(
      '4. Base legal',
      'Tu consentimiento al enviar el formulario y, en su caso, la aplicación de medidas precontractuales a petición tuya (artículo 6.1.a y 6.1.b del RGPD).',
    ),
    section(
      '5. Cuánto tiempo los conservamos',
      'Las consultas, hasta resolverlas y un año más. Las candidaturas no seleccionadas, un máximo de doce meses; después se eliminan junto con las fotografías.',
    ),
    section(
      '6. Con quién los compartimos',
      'Con nadie fuera de la agencia, salvo proveedores que nos prestan servicios de alojamiento y correo con las garantías del RGPD, o cuando una ley lo exija.',
    ),
    section(
      '7. Tus derechos',
      'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte o limitar su tratamiento y solicitar su portabilidad escribiendo a la dirección anterior.',
      'También puedes reclamar ante la Agencia Española de Protección de Datos (<a href="https://www.aepd.es">www.aepd.es</a>).',
    ),
  ].join('\n'),
  en: [
    `<p>At ${name} we take your privacy seriously. This policy explains which personal data we process when you use this website, write to us or send us your application.</p>`,
    section(
      '1. Data controller',
      `${name}, ${street}, ${postalCode} ${city} (Spain). You can reach us at <a href="mailto:${privacyEmail}">${privacyEmail}</a>.`,
    ),
    section(
      '2. The data we process',
      'What you give us in the forms: name, e-mail address, phone number, message and, for applications, city, country, measurements, Instagram handle and photographs.',
      'We do not collect special categories of data, nor data of minors without the consent of their parents or guardians.',
    ),
    section(
      '3. Why we use it',
      'To answer your enquiries and quote requests, to assess your application as a model or talent and, if accepted, to manage your representation.',
    ),
    section(
      '4. Legal basis',
      'Your consent when you send a form and, where relevant, steps taken at your request before entering into a contract (Article 6(1)(a) and (b) GDPR).',
    ),
    section(
      '5. How long we keep it',
      'Enquiries until they are resolved and one year after. Applications that are not selected for at most twelve months; they are then deleted with their photographs.',
    ),
    section(
      '6. Who we share it with',
      'No one outside the agency, except providers of hosting and e-mail services bound by the GDPR, or where the law requires it.',
    ),
    section(
      '7. Your rights',
      'You may access, rectify or erase your data, object to or restrict its processing and ask for its portability by writing to the address above.',
      'You may also lodge a complaint with the Spanish Data Protection Agency (<a href="https://www.aepd.es">www.aepd.es</a>).',
    ),
  ].join('\n'),
  pt: [
    `<p>Na ${name} levamos a sua privacidade a sério. Esta política explica que dados pessoais tratamos quando usa este site, nos escreve ou nos envia a sua candidatura.</p>`,
    section(
      '1. Responsável pelo tratamento',
      `${name}, ${street}, ${postalCode} ${city} (Espanha). Pode escrever-nos para <a href="mailto:${privacyEmail}">${privacyEmail}</a>.`,
    ),
    section(
      '2. Que dados tratamos',
      'Os que nos fornece nos formulários: nome, e-mail, telefone, mensagem e, nas candidaturas, cidade, país, medidas, Instagram e fotografias.',
      'Não recolhemos categorias especiais de dados nem dados de menores sem o consentimento dos pais ou tutores.',
    ),
    section(
      '3. Para que os usamos',
      'Para responder às suas perguntas e pedidos de orçamento, avaliar a sua candidatura como modelo ou talento e, se for aceite, gerir a sua representação.',
    ),
    section(
      '4. Base legal',
      'O seu consentimento ao enviar o formulário e, quando aplicável, diligências pré-contratuais a seu pedido (artigo 6.º, n.º 1, alíneas a) e b) do RGPD).',
    ),
    section(
      '5. Quanto tempo os conservamos',
      'As mensagens até serem resolvidas e mais um ano. As candidaturas não selecionadas, no máximo doze meses; depois são apagadas com as fotografias.',
    ),
    section(
      '6. Com quem os partilhamos',
      'Com ninguém fora da agência, exceto prestadores de alojamento e e-mail sujeitos ao RGPD, ou quando a lei o exija.',
    ),
    section(
      '7. Os seus direitos',
      'Pode aceder aos seus dados, retificá-los, apagá-los, opor-se ou limitar o tratamento e pedir a portabilidade escrevendo para o endereço acima.',
      'Pode também reclamar junto da autoridade de proteção de dados espanhola (<a href="https://www.aepd.es">www.aepd.es</a>).',
    ),
  ].join('\n'),
};
