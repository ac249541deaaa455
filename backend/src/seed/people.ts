import type { Region } from './places.js';

/** First names and surnames per region, so a talent from Porto is not called Hans Smith. */
interface NamePool {
  women: string[];
  men: string[];
  surnames: string[];
}

export const NAMES: Record<Region, NamePool> = {
  iberia: {
    women: ['Lucía', 'Martina', 'Carmen', 'Alba', 'Paula', 'Irene', 'Nerea', 'Claudia', 'Elena', 'Sara', 'Candela', 'Inés', 'Julia', 'Marta', 'Aitana', 'Noa', 'Jimena', 'Olivia', 'Blanca', 'Ainhoa'],
    men: ['Hugo', 'Pablo', 'Álvaro', 'Mateo', 'Daniel', 'Javier', 'Marc', 'Sergio', 'Diego', 'Adrián', 'Iker', 'Jorge', 'Bruno', 'Gonzalo', 'Unai', 'Martí', 'Rodrigo', 'Óscar'],
    surnames: ['García', 'Fernández', 'López', 'Martín', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vidal', 'Castro', 'Ortega', 'Rubio', 'Molina', 'Delgado', 'Iglesias', 'Prieto', 'Serrano', 'Blanco', 'Ferrer', 'Lozano', 'Ruiz', 'Castillo', 'Echeverría', 'Soler'],
  },
  lusophone: {
    women: ['Beatriz', 'Mariana', 'Inês', 'Leonor', 'Gabriela', 'Larissa', 'Camila', 'Bianca', 'Yasmin', 'Helena', 'Luana', 'Rafaela'],
    men: ['João', 'Tiago', 'Rafael', 'Gustavo', 'Thiago', 'Miguel', 'Rodrigo', 'Caio', 'Henrique', 'Duarte'],
    surnames: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Rocha', 'Carvalho', 'Ribeiro', 'Moura', 'Azevedo'],
  },
  latam: {
    women: ['Valentina', 'Camila', 'Sofía', 'Isabella', 'Renata', 'Ximena', 'Mariana', 'Daniela', 'Antonella', 'Luciana'],
    men: ['Santiago', 'Matías', 'Sebastián', 'Nicolás', 'Emiliano', 'Joaquín', 'Tomás', 'Benjamín', 'Facundo'],
    surnames: ['González', 'Rodríguez', 'Herrera', 'Vargas', 'Mendoza', 'Rojas', 'Aguilar', 'Cárdenas', 'Suárez', 'Paredes', 'Quintero', 'Salazar'],
  },
  france: {
    women: ['Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Margaux', 'Juliette', 'Anaïs'],
    men: ['Louis', 'Théo', 'Arthur', 'Jules', 'Raphaël', 'Gabriel', 'Baptiste'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Fontaine', 'Rousseau'],
  },
  italy: {
    women: ['Giulia', 'Chiara', 'Francesca', 'Sofia', 'Alessia', 'Bianca', 'Ginevra', 'Aurora'],
    men: ['Lorenzo', 'Matteo', 'Leonardo', 'Tommaso', 'Francesco', 'Marco', 'Riccardo'],
    surnames: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Conti', 'De Luca', 'Greco', 'Gallo'],
  },
  anglo: {
    women: ['Olivia', 'Amelia', 'Grace', 'Ava', 'Harper', 'Charlotte', 'Zoe', 'Maya', 'Isla'],
    men: ['Oliver', 'Jack', 'Harry', 'Noah', 'Ethan', 'Lucas', 'Caleb', 'Miles'],
    surnames: ['Smith', 'Taylor', 'Brown', 'Walker', 'Bennett', 'Hughes', 'Carter', 'Reed', 'Brooks', 'Hayes', 'Foster'],
  },
  north: {
    women: ['Emma', 'Hanna', 'Freja', 'Maja', 'Lena', 'Anouk', 'Saga', 'Ida', 'Fenna'],
    men: ['Lukas', 'Finn', 'Elias', 'Levi', 'Axel', 'Jonas', 'Sem', 'Oskar'],
    surnames: ['Müller', 'Schneider', 'Becker', 'de Vries', 'Jansen', 'Bakker', 'Lindqvist', 'Nilsson', 'Berg', 'Hoffmann'],
  },
  africa: {
    women: ['Amina', 'Yasmina', 'Salma', 'Adaeze', 'Chiamaka', 'Imane', 'Zainab', 'Folake'],
    men: ['Youssef', 'Karim', 'Tunde', 'Chidi', 'Omar', 'Ayo', 'Mehdi', 'Emeka'],
    surnames: ['El Amrani', 'Benali', 'Okafor', 'Adeyemi', 'Bennani', 'Eze', 'Tazi', 'Nwosu', 'Alaoui'],
  },
};
