export { MIC_LEVEL_SEGMENTS, MicLevel, type MicLevelProps } from './MicLevel';
