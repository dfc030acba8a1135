export {
  initialsOf,
  VideoTile,
  type VideoTileConnection,
  type VideoTileLabels,
  type VideoTileProps,
  videoTileLabels,
} from './VideoTile';
