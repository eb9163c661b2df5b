import type { ClipRecipe } from './clip-recipe.ts';

/**
 * The sample clips every title plays (one programme clip per title, clipForTitle) and the house
 * pre-roll for free titles. Names and scripts are our own invention. Lengths are multiples of
 * 8 s; the dot orbits every 8 s and the tones repeat within 8 s, so a looped clip joins smoothly.
 */
export const DEFAULT_CLIPS: readonly ClipRecipe[] = [
  {
    id: 'coming-up',
    name: 'Coming up on STAT',
    kind: 'preroll',
    index: 0,
    seconds: 8,
    tagline: 'Your programme starts in a moment',
    palette: { stops: ['#050509', '#1a1733', '#2b2233', '#040406'], accent: '#d6b36e' },
    pitch: 294,
    captions: {
      en: ['Coming up on STAT.', 'Your programme starts in a moment.'],
      es: ['A continuación en STAT.', 'Su programa comienza en un momento.'],
    },
  },
  {
    id: 'aurora',
    name: 'Aurora',
    kind: 'programme',
    index: 1,
    seconds: 32,
    tagline: 'Northern lights over a quiet fjord',
    palette: { stops: ['#04101a', '#0c3a44', '#1b2c5c', '#05060d'], accent: '#8fe3c8' },
    pitch: 220,
    captions: {
      en: ['The sky turns green after midnight.', 'Nobody in the village is asleep.', 'Look north, past the boathouse.', 'There. Did you see it move?', 'It will be back tomorrow.'],
      es: ['El cielo se vuelve verde pasada la medianoche.', 'Nadie en el pueblo duerme.', 'Mira al norte, detrás del cobertizo.', 'Ahí. ¿Has visto cómo se mueve?', 'Volverá mañana.'],
    },
  },
  {
    id: 'harbour-lights',
    name: 'Harbour Lights',
    kind: 'programme',
    index: 2,
    seconds: 40,
    tagline: 'A night walk along the old quay',
    palette: { stops: ['#060912', '#132447', '#3b2a1c', '#07060a'], accent: '#e8b86a' },
    pitch: 196,
    captions: {
      en: ['The fishing boats are in.', 'Every lamp on the quay is lit.', 'Somebody is playing an accordion.', 'The tide turns at ten.', 'Walk with me to the lighthouse.', 'We can still catch the last tram.'],
      es: ['Los barcos de pesca han vuelto.', 'Todas las farolas del muelle están encendidas.', 'Alguien toca el acordeón.', 'La marea cambia a las diez.', 'Acompáñame hasta el faro.', 'Aún podemos coger el último tranvía.'],
    },
  },
  {
    id: 'night-ferry',
    name: 'Night Ferry',
    kind: 'programme',
    index: 3,
    seconds: 24,
    tagline: 'The last crossing of the evening',
    palette: { stops: ['#08070f', '#2a1840', '#15203e', '#040408'], accent: '#c9a2e8' },
    pitch: 247,
    captions: {
      en: ['Tickets, please.', 'The crossing takes forty minutes.', 'Mind the step on your way out.', 'Goodnight.'],
      es: ['Billetes, por favor.', 'La travesía dura cuarenta minutos.', 'Cuidado con el escalón al salir.', 'Buenas noches.'],
    },
  },
  {
    id: 'copper-canyon',
    name: 'Copper Canyon',
    kind: 'programme',
    index: 4,
    seconds: 32,
    tagline: 'Red rock and the long shadow of noon',
    palette: { stops: ['#0d0806', '#4a2314', '#2a1610', '#060403'], accent: '#f0a070' },
    pitch: 175,
    captions: {
      en: ['Fill every bottle before we go.', 'The trail drops a thousand metres.', 'Hear that? The river.', 'We camp under the overhang.', 'Not a cloud for a hundred miles.'],
      es: ['Llena todas las botellas antes de salir.', 'El sendero baja mil metros.', '¿Oyes eso? El río.', 'Acampamos bajo la cornisa.', 'Ni una nube en cien millas.'],
    },
  },
  {
    id: 'glasshouse',
    name: 'Glasshouse',
    kind: 'programme',
    index: 5,
    seconds: 32,
    tagline: 'Rain on a winter garden',
    palette: { stops: ['#050d09', '#12402c', '#0d2a2e', '#040807'], accent: '#9fdcb0' },
    pitch: 262,
    captions: {
      en: ['Close the door, the orchids feel the cold.', 'This fern is older than the house.', 'Listen to the rain on the roof.', 'The lemons will be ripe by March.', 'Stay until it stops.'],
      es: ['Cierra la puerta, las orquídeas notan el frío.', 'Este helecho es más antiguo que la casa.', 'Escucha la lluvia en el tejado.', 'Los limones estarán maduros en marzo.', 'Quédate hasta que pare.'],
    },
  },
];
