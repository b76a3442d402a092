export * from './decisions.js';
