export { WeekAgenda, type WeekAgendaItem, type WeekAgendaProps, type WeekAgendaTone } from './WeekAgenda';
