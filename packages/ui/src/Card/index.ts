export { Card, type CardProps, type CardTitleProps } from './Card';
